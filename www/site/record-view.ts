// What the replay and analysis pages share: the board's size on the page, a record's
// positions read off the engine, the move list's buttons, stepping by keys and redrawing
// on resize.
import type { BoardInfo, MoveRecord, PieceInfo, Status } from '../pkg/fourchess_wasm';
import { entryText, isTurnWord, seatName, seatSign } from '../i18n/labels';
import type { EngineModule } from '../engine/engine-page';
import { roundOfEach } from '../game/move-rounds';

/** One position of a record: after `ply` moves. */
export interface RecordPly {
  fen4: string;
  /** The game up to here (its house rules in its tags). */
  pgn4: string;
  pieces: PieceInfo[];
  status: Status;
}

/** Every position of a game, from the start (index 0) to its end, asked of the engine. */
export function recordPlies(game: InstanceType<EngineModule['Engine']>, moves: number): RecordPly[] {
  const plies: RecordPly[] = [];
  for (let i = moves; i >= 0; i--) {
    plies[i] = { fen4: game.fen4(), pgn4: game.pgn4(), pieces: game.pieces(), status: game.status() };
    if (i > 0) game.undo();
  }
  return plies;
}

/** The board's side in CSS pixels: the box's width, within the window under the header less `reserve` (what must show with it). */
export function boardSize(box: HTMLElement, reserve = 0): number {
  const header = document.querySelector('.site-header')?.clientHeight ?? 0;
  return Math.max(240, Math.min(box.clientWidth, window.innerHeight - header - 24 - reserve, 760));
}

/**
 * The move list, numbered by rounds as on the game screen (an item per round): a button per
 * entry (data-ply = the position after it) that goes there, with its mover's sign in the
 * army's colour and the words for a resignation, a flag or a mated player's turn
 * ("▲ resigned", not a bare "R").
 */
export function moveButtons(list: HTMLElement, moves: readonly MoveRecord[], go: (ply: number) => void, mark: ((ply: number) => string | null) | undefined, board: BoardInfo): void {
  const rounds = roundOfEach(moves);
  const items: HTMLLIElement[] = [];
  moves.forEach(({ text: entry, seat, event }, i) => {
    const round = rounds[i] ?? 1;
    let li = items.at(-1);
    if (li === undefined || li.value !== round) {
      li = document.createElement('li');
      li.value = round;
      items.push(li);
    } else li.append(' ');
    const text = entryText(entry, event.turn);
    const b = moveButton(board, seat, text, isTurnWord(event.turn));
    b.dataset.ply = String(i + 1);
    const cls = mark?.(i + 1) ?? null;
    if (cls !== null) b.classList.add(cls);
    b.addEventListener('click', () => go(i + 1));
    li.append(b);
  });
  list.replaceChildren(...items);
}

/** A move of a list as a button: its mover's sign in the army's colour, then the move; read
 * aloud as "Red: e2-e3" (`words`: "Yellow resigned"). */
export function moveButton(board: BoardInfo, seat: number, text: string, words = false): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  const sign = document.createElement('span');
  sign.className = 'seat-sign';
  sign.dataset.army = (board.seats[seat]?.name ?? '').toLowerCase();
  sign.setAttribute('aria-hidden', 'true');
  sign.textContent = seatSign(seat)?.char ?? '';
  b.append(sign, ` ${text}`);
  b.setAttribute('aria-label', `${seatName(board, seat)}${words ? ' ' : ': '}${text}`);
  return b;
}

/** Left, Right, Home and End step through the moves, F turns the board (not while typing or choosing); `home` for Home where the start is not step 0 of the line shown. */
export function stepWithKeys(go: (ply: number) => void, at: () => number, turn?: () => void, home: () => void = () => go(0)): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('textarea, select, input:not([type=range])')) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === 'f' || event.key === 'F') && turn !== undefined) turn();
    else if (event.key === 'ArrowLeft') go(at() - 1);
    else if (event.key === 'ArrowRight') go(at() + 1);
    else if (event.key === 'Home') home();
    else if (event.key === 'End') go(Number.MAX_SAFE_INTEGER);
    else return;
    event.preventDefault();
  });
}

/** Redraws a little after the window stops changing size. */
export function redrawOnResize(draw: () => void): void {
  let timer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = window.setTimeout(draw, 100);
  });
}
