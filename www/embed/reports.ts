// What the game screen in a frame tells the page around it, decided from the game's state
// alone: `ready` once, `move` for every new entry of the record, `position` when the game
// shown changed otherwise (loaded, new, taken back), `over` once per result. A pure
// function of what was told before and the state now (unit-tested in reports.test.ts).
import type { FrameMessage, MoveMessage, Variant } from './api';

/** The part of the game screen's state the reports read. */
export interface GameView {
  gameId: string;
  variant: Variant;
  /** Null until a game is shown. */
  fen4: string | null;
  busy: boolean;
  moves: readonly { text: string; seat: number }[];
  outcome: { text: string; reason: string; winners: number[] } | null;
}

/** What the page around was told last. */
export interface Told {
  ready: boolean;
  gameId: string;
  /** The record's entries as told (a take-back or another game is told as a `position`). */
  moves: readonly string[];
  over: boolean;
}

export const NOTHING_TOLD: Told = { ready: false, gameId: '', moves: [], over: false };

/**
 * A `move` for an entry before the last of several that arrived at once carries `fen4: null`:
 * the wiring asks the engine for that position before sending it.
 */
export type Report = Exclude<FrameMessage, MoveMessage> | (Omit<MoveMessage, 'fen4'> & { fen4: string | null });

export function reports(told: Told, view: GameView): { told: Told; send: Report[] } {
  // Mid-move, or no game yet: wait for the settled position.
  if (view.fen4 === null || view.busy) return { told, send: [] };
  const fen4 = view.fen4;
  const texts = view.moves.map((m) => m.text);
  const send: Report[] = [];
  const position = (): Report => ({ fourchess: 1, type: 'position', variant: view.variant, fen4, ply: texts.length, plies: texts.length });
  if (!told.ready) {
    send.push({ fourchess: 1, type: 'ready', page: 'game', variant: view.variant, fen4, plies: texts.length });
  } else {
    const sameGame = told.gameId === view.gameId && texts.length >= told.moves.length && told.moves.every((m, i) => texts[i] === m);
    if (!sameGame) send.push(position());
    else {
      for (let i = told.moves.length; i < texts.length; i++) {
        const m = view.moves[i]!;
        send.push({ fourchess: 1, type: 'move', ply: i + 1, seat: m.seat, move: m.text, fen4: i === texts.length - 1 ? fen4 : null });
      }
    }
  }
  // A result is told once; again only for another game or record that ended too.
  const over = view.outcome !== null;
  if (over && (!told.over || send.length > 0)) {
    send.push({ fourchess: 1, type: 'over', result: view.outcome!.text, reason: view.outcome!.reason, winners: [...view.outcome!.winners] });
  }
  return { told: { ready: true, gameId: view.gameId, moves: texts, over }, send };
}
