// The bar's "More" menu on a phone and in a small frame (style.css shows the toggle only
// there; elsewhere its items stand in the bar and this does nothing). It opens and closes on
// its button, closes on Escape (the focus back on the button), on a click outside and once
// an item was used, and says whether it is open (aria-expanded).
export class MoreMenu {
  constructor(
    private readonly root: HTMLElement,
    private readonly toggle: HTMLButtonElement,
  ) {
    toggle.addEventListener('click', () => this.set(!this.isOpen));
    root.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.isOpen) return;
      e.stopPropagation();
      this.set(false);
      toggle.focus();
    });
    // An item used (a button pressed, a language chosen): the menu has done its part.
    const items = root.querySelector<HTMLElement>('.more-items');
    items?.addEventListener('click', (e) => {
      if ((e.target as HTMLElement).closest('button') !== null) this.set(false);
    });
    items?.addEventListener('change', () => this.set(false));
    document.addEventListener('pointerdown', (e) => {
      if (this.isOpen && !root.contains(e.target as Node)) this.set(false);
    });
    // A window grown wide shows the items in the bar: the menu closes.
    window.addEventListener('resize', () => {
      if (this.isOpen && getComputedStyle(toggle).display === 'none') this.set(false);
    });
  }

  get isOpen(): boolean {
    return this.root.classList.contains('open');
  }

  private set(open: boolean): void {
    this.root.classList.toggle('open', open);
    this.toggle.setAttribute('aria-expanded', String(open));
    if (open) this.root.querySelector<HTMLElement>('.more-items button:not(:disabled), .more-items select')?.focus();
  }
}
