// The click rules both boards share (the game screen's and the analysis board's): a click
// on a square with a piece selected tries the move there first, then selects another piece,
// then clears; the moves between two squares are played at once, or offered as a choice
// when they differ only in the piece a pawn becomes. Each board says what its moves,
// selections and "nothing" are (the game adds premoves and dice; analysis, side lines).
import type { MoveInfo } from '../pkg/fourchess_wasm';

/** The distinct promotion choices among moves with the same squares, or null if none. */
export function promotionChoices(moves: readonly MoveInfo[]): MoveInfo[] | null {
  const byKind = new Map<string, MoveInfo>();
  for (const m of moves) if (m.promotion !== null && !byKind.has(m.promotion)) byKind.set(m.promotion, m);
  return byKind.size > 1 ? [...byKind.values()] : null;
}

/** The moves between two squares made into what the board does: a choice of promotions, the one move, or nothing. */
export function pickMove(moves: readonly MoveInfo[]): { kind: 'choose'; moves: MoveInfo[] } | { kind: 'play'; move: MoveInfo } | null {
  const choices = promotionChoices(moves);
  if (choices !== null) return { kind: 'choose', moves: choices };
  return moves[0] === undefined ? null : { kind: 'play', move: moves[0] };
}

/** What a board makes of a click: its moves, selections, clearing and nothing. */
export interface ClickRules<A> {
  /** The selected piece to `to`: a move (or choice), or null if none goes there. */
  drop: (from: string, to: string) => A | null;
  /** Selecting the piece on `square`, or null if it cannot be. */
  select: (square: string) => A | null;
  clear: A;
  none: A;
}

/** A click (or Enter) on `square` with `selected` selected, by a board's rules. */
export function boardClick<A>(selected: string | null, square: string, rules: ClickRules<A>): A {
  if (selected !== null && selected !== square) {
    const action = rules.drop(selected, square);
    if (action !== null) return action;
  }
  if (selected !== square) {
    const action = rules.select(square);
    if (action !== null) return action;
  }
  return selected !== null ? rules.clear : rules.none;
}
