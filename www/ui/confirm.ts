// A yes-or-no question in a modal dialog (index.html #confirm-dialog): Resign, and a
// new game over one in progress. The safe answer has the focus; Escape gives it too.
import { must } from './panel';

export class ConfirmDialog {
  private resolve: ((yes: boolean) => void) | null = null;

  constructor(private readonly dialog: HTMLDialogElement) {
    must(dialog, '.ok').addEventListener('click', () => this.finish(true));
    must(dialog, '.cancel').addEventListener('click', () => this.finish(false));
    // Escape closes the dialog: the answer is no.
    dialog.addEventListener('close', () => this.finish(false));
  }

  get open(): boolean {
    return this.dialog.open;
  }

  /** Shows the question; true when the person chose `yes`. */
  ask(title: string, text: string, yes: string, no: string): Promise<boolean> {
    this.finish(false);
    must(this.dialog, '.confirm-title').textContent = title;
    must(this.dialog, '.confirm-text').textContent = text;
    must(this.dialog, '.ok').textContent = yes;
    const cancel = must<HTMLButtonElement>(this.dialog, '.cancel');
    cancel.textContent = no;
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.dialog.showModal();
      cancel.focus();
    });
  }

  private finish(yes: boolean): void {
    const resolve = this.resolve;
    this.resolve = null;
    if (this.dialog.open) this.dialog.close();
    resolve?.(yes);
  }
}
