// The seats at the board: in each empty corner of the cross board, the seat to its right
// hand shows its sign, its clock (large, red under ten seconds, the delay counting down
// before it) and, when it is to move, a frame. A player watches the board, not the panel.
// A full board (Chaturanga) has no empty corners: each seat sits in a strip above or below
// the board, beside the corner where its army starts (on the player's left hand).
// The panel keeps the accessible timers (data-clock); these are for the eye (aria-hidden).
import { armyStyle } from '../board/theme';
import { cornerSize, LABEL_MARGIN, type Layout } from '../board/geometry';
import { seatSign } from '../i18n/labels';
import { t } from '../i18n/i18n';
import { formatClockTime, timeLeft, type GameClock } from '../game/game-clock';
import type { ViewState } from '../game/state';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export { cornerSize };

/**
 * The corner (CSS pixels in the board's box) for the seat drawn on side `side` (0 bottom,
 * 1 left, 2 top, 3 right): the one on that player's right hand.
 */
export function cornerBox(layout: Layout, side: number, corner: number): Box {
  const { square, originX, originY, files, ranks } = layout;
  const left = side === 1 || side === 2;
  const top = side === 2 || side === 3;
  const col = left ? 0 : files - corner;
  const rowFromTop = top ? 0 : ranks - corner;
  return { x: originX + col * square, y: originY + rowFromTop * square, w: corner * square, h: corner * square };
}

/**
 * The strip box (CSS pixels) for the seat drawn on side `side` of a full board: half the
 * board's width above it (left and top sides) or below its file letters (bottom and
 * right sides), on the half where that army starts.
 */
export function stripBox(layout: Layout, side: number): Box {
  const { square, originX, originY, files, ranks, strip } = layout;
  const half = (files / 2) * square;
  const above = side === 1 || side === 2;
  const right = side === 2 || side === 3;
  const y = above ? originY - strip * square : originY + (ranks + LABEL_MARGIN) * square;
  return { x: originX + (right ? half : 0), y, w: half, h: strip * square };
}

/** The delay still running before `seat`'s time counts (0 when none). */
export function delayLeft(clock: GameClock, seat: number, now: number): number {
  return clock.running === seat ? Math.max(0, clock.control.delayMs - (now - clock.since)) : 0;
}

export class BoardClocks {
  private readonly corners: HTMLElement[];

  constructor(private readonly host: HTMLElement) {
    this.corners = [0, 1, 2, 3].map((seat) => {
      const el = document.createElement('div');
      el.className = 'board-seat';
      el.dataset.boardClock = String(seat);
      el.setAttribute('aria-hidden', 'true');
      el.hidden = true;
      const sign = document.createElement('span');
      sign.className = 'board-seat-sign';
      const time = document.createElement('span');
      time.className = 'board-seat-time';
      const delay = document.createElement('span');
      delay.className = 'board-seat-delay';
      const turn = document.createElement('span');
      turn.className = 'board-seat-turn';
      el.append(sign, time, delay, turn);
      host.append(el);
      return el;
    });
  }

  /** Places and fills the corners for the position shown (hidden on a board without corners). */
  sync(state: ViewState, now: number): void {
    const board = state.board;
    const corner = board === null ? 0 : cornerSize(board);
    const inStrip = corner === 0 && state.layout.strip > 0;
    const status = state.status;
    // A phone's board grows by the strips' height instead of shrinking its squares.
    this.host.classList.toggle('seat-strips', inStrip);
    this.corners.forEach((el, seat) => {
      el.hidden = board === null || (corner === 0 && !inStrip) || status === null || status.seats[seat] === undefined;
      if (el.hidden || board === null || status === null) return;
      const side = (seat - state.layout.rotation + 4) % 4;
      const box = inStrip ? stripBox(state.layout, side) : cornerBox(state.layout, side, corner);
      el.classList.toggle('strip', inStrip);
      // Through the style object: the site's CSP refuses style attributes.
      el.style.left = `${box.x}px`;
      el.style.top = `${box.y}px`;
      el.style.width = `${box.w}px`;
      el.style.height = `${box.h}px`;
      el.style.fontSize = `${(state.layout.square * (inStrip ? 0.3 : 0.5)).toFixed(1)}px`;
      const sign = el.children[0] as HTMLElement;
      const army = armyStyle(status.seats[seat]?.name);
      if (sign.textContent !== (seatSign(seat)?.char ?? '')) sign.textContent = seatSign(seat)?.char ?? '';
      sign.style.background = army.fill;
      sign.style.color = army.detail;
      sign.style.borderColor = army.stroke;
      const out = !['live', 'inert'].includes(status.seats[seat]?.state ?? '');
      const toMove = status.outcome === null && status.toMove === seat;
      el.classList.toggle('to-move', toMove);
      const turn = el.children[3] as HTMLElement;
      turn.hidden = !toMove;
      if (toMove && turn.textContent !== t('corner.toMove')) turn.textContent = t('corner.toMove');
      el.classList.toggle('out', out);
      this.fillClock(el, state.clocks.game, seat, now);
    });
  }

  private fillClock(el: HTMLElement, clock: GameClock | null, seat: number, now: number): void {
    const time = el.children[1] as HTMLElement;
    const delay = el.children[2] as HTMLElement;
    time.hidden = clock === null;
    delay.hidden = true;
    if (clock === null) {
      delete el.dataset.ms;
      el.classList.remove('running', 'low');
      return;
    }
    const ms = timeLeft(clock, seat, now);
    const text = formatClockTime(ms);
    if (time.textContent !== text) time.textContent = text;
    el.dataset.ms = String(Math.round(ms));
    el.classList.toggle('running', clock.running === seat);
    el.classList.toggle('low', ms < 10_000);
    const wait = delayLeft(clock, seat, now);
    delay.hidden = wait <= 0;
    const delayText = `+${(wait / 1000).toFixed(1)}`;
    if (!delay.hidden && delay.textContent !== delayText) delay.textContent = delayText;
  }
}
