// The side panel: whose turn it is, each seat's status, the result, the moves.
import { seatName, seatTitle } from './labels';
import type { ViewState } from './state';
import { armyStyle, seatSign } from './theme';

export class Panel {
  private readonly turn: HTMLElement;
  private readonly seats: HTMLElement;
  private readonly result: HTMLElement;
  private readonly moves: HTMLOListElement;
  private readonly announce: HTMLElement;
  private lastText = '';

  constructor(root: HTMLElement, announce: HTMLElement) {
    this.turn = must(root, '.turn');
    this.seats = must(root, '.seats');
    this.result = must(root, '.result');
    this.moves = must<HTMLOListElement>(root, '.moves');
    this.announce = announce;
  }

  sync(state: ViewState): void {
    const announcement = state.announcement;
    const { board, status } = state;
    if (state.error !== null) {
      setText(this.result, `Error: ${state.error}`);
    } else if (status?.outcome != null) {
      setText(this.result, status.outcome.text || status.outcome.reason);
    } else {
      setText(this.result, '');
    }
    if (status === null) {
      setText(this.turn, board === null && state.error === null ? 'Loading engine…' : '');
    } else if (status.outcome === null) {
      const who = state.humans.includes(status.toMove) ? 'you' : 'bot';
      setText(this.turn, `${seatTitle(board, status.toMove)} to move (${who})`);
    } else {
      setText(this.turn, 'Game over');
    }
    const rows = status?.seats.map((s, i) => {
      const bits = [s.state];
      if (s.check) bits.push('check');
      return `${s.name || seatName(board, i)}|${seatSign(i)?.char ?? ''}|${bits.join(', ')}|${status.toMove === i && status.outcome === null ? '1' : ''}`;
    });
    const key = rows?.join('\n') ?? '';
    if (this.seats.dataset.key !== key) {
      this.seats.dataset.key = key;
      this.seats.replaceChildren(
        ...(rows ?? []).map((row, i) => {
          const [name = '', sign = '', text = '', active = ''] = row.split('|');
          const li = document.createElement('li');
          if (active !== '') li.className = 'active';
          const mark = document.createElement('span');
          mark.className = 'sign';
          mark.textContent = sign;
          const style = armyStyle(i, name);
          mark.style.color = style.fill;
          mark.style.setProperty('-webkit-text-stroke', `1px ${style.stroke}`);
          li.append(mark, ` ${name}: ${text}`);
          return li;
        }),
      );
    }
    const shown = this.moves.childElementCount;
    if (shown !== state.moveList.length) {
      const item = (m: string): HTMLLIElement => {
        const li = document.createElement('li');
        li.textContent = m;
        return li;
      };
      // Moves are only ever added at the end, except after an undo or a new game.
      if (shown < state.moveList.length) this.moves.append(...state.moveList.slice(shown).map(item));
      else this.moves.replaceChildren(...state.moveList.map(item));
      this.moves.scrollTop = this.moves.scrollHeight;
    }
    if (announcement !== this.lastText) {
      this.lastText = announcement;
      this.announce.textContent = announcement;
    }
  }
}

function must<T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (el === null) throw new Error(`missing element ${selector}`);
  return el;
}

function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}
