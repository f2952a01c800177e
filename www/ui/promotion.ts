// The promotion choice (index.html #promo-dialog): one button per piece the move may make,
// drawn in the mover's army as on the board. Arrow keys move between them; Escape plays none.
import { kindName } from '../i18n/labels';
import { drawPiece } from '../board/piece-draw';
import type { MoveInfo } from '../pkg/fourchess_wasm';
import type { ViewState } from '../game/state';
import { must } from './panel';

export class PromotionDialog {
  constructor(
    private readonly dialog: HTMLDialogElement,
    private readonly choose: (move: MoveInfo | null) => void,
  ) {
    dialog.addEventListener('cancel', () => choose(null));
    // Arrow keys move between the choices (Tab does too; Enter or Space chooses).
    dialog.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
      if (step === 0) return;
      const list = [...dialog.querySelectorAll<HTMLButtonElement>('.choices button')];
      const i = list.indexOf(document.activeElement as HTMLButtonElement);
      list[(i + step + list.length) % list.length]?.focus();
      e.preventDefault();
    });
  }

  get open(): boolean {
    return this.dialog.open;
  }

  /** Opens when the state asks for a choice and the dialog is not open yet. */
  sync(state: ViewState): void {
    if (state.promotion === null || this.dialog.open) return;
    const choices = must(this.dialog, '.choices');
    choices.replaceChildren(
      ...state.promotion.map((m) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.promotion = m.promotion ?? '';
        const name = document.createElement('span');
        name.textContent = kindName(m.promotion ?? '', state.board?.kinds);
        b.append(picture(state, m.promotion ?? ''), name);
        b.addEventListener('click', () => {
          this.dialog.close();
          this.choose(m);
        });
        return b;
      }),
    );
    this.dialog.showModal();
    choices.querySelector<HTMLButtonElement>('button')?.focus();
  }
}

/** The piece a promotion makes, drawn in the mover's army as on the board. */
function picture(state: ViewState, kind: string): HTMLCanvasElement {
  const css = 44;
  const dpr = window.devicePixelRatio || 1;
  const c = document.createElement('canvas');
  c.width = Math.round(css * dpr);
  c.height = Math.round(css * dpr);
  c.style.width = `${css}px`;
  c.style.height = `${css}px`;
  c.setAttribute('aria-hidden', 'true');
  const g = c.getContext('2d');
  const seat = state.status?.toMove ?? 0;
  if (g !== null && state.board !== null) {
    g.scale(dpr, dpr);
    // The one-point queen of Free-for-all looks like a queen.
    drawPiece(g, { x: 0, y: 0, size: css }, { square: '', seat, kind: kind === 'D' ? 'Q' : kind, inert: false }, state.board, state.settings.pieceSet);
  }
  return c;
}
