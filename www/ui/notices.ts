// The two lines of news over the game: the notice (index.html #notice), which stays until
// dismissed and may offer one way back ("Back to that game"), and the toast (#toast), a
// short line that goes by itself (a flag fell, a premove was dropped).
import { t } from '../i18n/i18n';
import type { ViewState } from '../game/state';
import { must } from './panel';

export class NoticeBar {
  /** The notice's own button, while the notice it belongs to shows. */
  private action: { text: string; key: string } | null = null;
  private readonly button: HTMLButtonElement;

  constructor(
    private readonly el: HTMLElement,
    back: (key: string | undefined) => void,
    dismiss: () => void,
  ) {
    this.button = must<HTMLButtonElement>(el, '.notice-action');
    this.button.addEventListener('click', () => {
      const key = this.action?.key;
      this.action = null;
      back(key);
    });
    must(el, '.notice-dismiss').addEventListener('click', dismiss);
  }

  /** The next notice `text` offers the way back to the game kept under `key`. */
  offer(text: string, key: string): void {
    this.action = { text, key };
  }

  sync(state: ViewState): void {
    this.el.hidden = state.notice === null;
    const text = this.el.querySelector('span');
    if (text !== null && text.textContent !== state.notice) text.textContent = state.notice;
    this.button.hidden = this.action === null || this.action.text !== state.notice;
    this.button.textContent = t('save.backTo');
  }
}

const TOAST_MS = 4500;

export class Toast {
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `redraw` asks for a render once the toast's time is up. */
  constructor(
    private readonly el: HTMLElement,
    private readonly redraw: () => void,
  ) {}

  sync(state: ViewState, now: number): void {
    const shown = state.toast !== null && now - state.toast.at < TOAST_MS ? state.toast : null;
    this.el.hidden = shown === null;
    if (shown !== null && this.el.textContent !== shown.text) this.el.textContent = shown.text;
    if (shown !== null && this.timer === null) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.redraw();
      }, TOAST_MS - (now - shown.at) + 20);
    }
  }
}
