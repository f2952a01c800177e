// Chaturanga's dice panel: roll, the dice left, choose a die (the board then offers
// only its moves), pass a die, discard (three dice). Bots roll by themselves.
import { dicePanel, DIE_FACES } from '../game/dice';
import { t } from '../i18n/i18n';
import { kindName, seatTitle } from '../i18n/labels';
import { humanToMove, type ViewState } from '../game/state';

export interface DiceHandlers {
  roll(): void;
  choose(value: number): void;
  act(moveText: string): void;
}

export class DicePanelView {
  private key = '';

  constructor(
    private readonly root: HTMLElement,
    private readonly handlers: DiceHandlers,
  ) {
    root.addEventListener('click', (e) => {
      const b = (e.target as Element | null)?.closest<HTMLButtonElement>('button');
      if (b === null || b === undefined || b.disabled) return;
      if (b.dataset.roll !== undefined) this.handlers.roll();
      else if (b.dataset.die !== undefined) this.handlers.choose(Number(b.dataset.die));
      else if (b.dataset.move !== undefined) this.handlers.act(b.dataset.move);
    });
  }

  sync(state: ViewState): void {
    const show = state.board?.dice === true && state.status !== null;
    this.root.hidden = !show;
    if (!show) return;
    const panel = dicePanel(state.status, state.legalMoves, state.chosenDie, humanToMove(state) && state.view === null);
    const key = JSON.stringify([panel, state.busy, t('dice.title'), state.status?.toMove]);
    if (key === this.key) return;
    this.key = key;
    const named = state.board?.kinds;
    const nodes: Node[] = [el('h2', t('dice.title'))];
    if (panel.needsRoll) {
      if (panel.canAct) {
        const b = button(t('dice.roll'), state.busy);
        b.dataset.roll = '';
        b.className = 'roll';
        nodes.push(b);
      } else if (state.status !== null) {
        nodes.push(el('p', t('dice.waiting', { seat: seatTitle(state.board, state.status.toMove) })));
      }
    }
    if (panel.mustDiscard && panel.canAct) nodes.push(el('p', t('dice.mustDiscard')));
    const list = document.createElement('ul');
    list.className = 'dice-list';
    for (const d of panel.dice) {
      const li = document.createElement('li');
      const kinds = d.kinds.length === 0 ? t('dice.nothing') : d.kinds.map((k) => kindName(k, named)).join(' / ');
      const face = `${DIE_FACES[d.value] ?? d.value} ${d.value}`;
      const use = button(t('dice.use', { die: face, kinds }), !panel.canAct || d.moves === 0 || state.busy);
      use.dataset.die = String(d.value);
      use.className = d.chosen ? 'die chosen' : 'die';
      use.setAttribute('aria-pressed', d.chosen ? 'true' : 'false');
      li.append(use);
      if (d.moves === 0 && d.discard === undefined) li.append(el('span', ` (${t('dice.noMove')})`));
      for (const [m, label] of [
        [d.pass, t('dice.pass', { die: d.value })],
        [d.discard, t('dice.discard', { die: d.value })],
      ] as const) {
        if (m === undefined) continue;
        const b = button(label, !panel.canAct || state.busy);
        b.dataset.move = m.text;
        li.append(b);
      }
      list.append(li);
    }
    if (panel.dice.length > 0) nodes.push(el('p', t('dice.left')), list);
    this.root.replaceChildren(...nodes);
  }
}

function el(tag: string, text: string): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  return e;
}

function button(text: string, disabled: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.disabled = disabled;
  return b;
}
