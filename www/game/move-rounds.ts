// The move list in rounds, chess.com style: "1. m1 .. m2 .. m3 .. m4". Consecutive
// actions of one seat (a Chaturanga roll and its dice) form one turn.

export interface Turn {
  seat: number;
  /** Ply of the turn's first action, and one past its last. */
  start: number;
  end: number;
  texts: string[];
}

export interface Round {
  number: number;
  turns: Turn[];
}

export function turnsOf(moves: readonly string[], movers: readonly number[]): Turn[] {
  const turns: Turn[] = [];
  moves.forEach((text, ply) => {
    const seat = movers[ply] ?? 0;
    const last = turns[turns.length - 1];
    if (last !== undefined && last.seat === seat && last.end === ply) {
      last.texts.push(text);
      last.end = ply + 1;
    } else {
      turns.push({ seat, start: ply, end: ply + 1, texts: [text] });
    }
  });
  return turns;
}

/** Rounds start again whenever the turn order wraps past the first player's seat. */
export function roundsOf(moves: readonly string[], movers: readonly number[]): Round[] {
  const turns = turnsOf(moves, movers);
  const first = turns[0]?.seat ?? 0;
  const order = (seat: number): number => (seat - first + 4) % 4;
  const rounds: Round[] = [];
  let prev = Infinity;
  for (const turn of turns) {
    const o = order(turn.seat);
    if (rounds.length === 0 || o <= prev) rounds.push({ number: rounds.length + 1, turns: [] });
    rounds[rounds.length - 1]!.turns.push(turn);
    prev = o;
  }
  return rounds;
}

/** The round (from 1) of each entry of the record, as the move lists number them. */
export function roundOfEach(moves: readonly { seat: number }[]): number[] {
  const rounds = roundsOf(
    moves.map(() => ''),
    moves.map((m) => m.seat),
  );
  const out: number[] = [];
  for (const round of rounds) for (const turn of round.turns) for (let i = turn.start; i < turn.end; i++) out[i] = round.number;
  return out;
}

/**
 * A mated army's turn that only repeats its mate (Verney: an inert army passes every round
 * until it is revived): the move list shows its first such turn only.
 */
export function repeatsMate(moves: readonly { seat: number; event: { turn: string | null } }[], turn: Turn): boolean {
  const mated = (i: number): boolean => moves[i]?.event.turn === 'mated';
  for (let i = turn.start; i < turn.end; i++) if (!mated(i)) return false;
  // The seat's entry before this turn: mated too, so nothing has changed for it since.
  for (let i = turn.start - 1; i >= 0; i--) if (moves[i]!.seat === turn.seat) return mated(i);
  return false;
}

/**
 * The rounds a PGN4 record's moves reach: the last move number it writes ("12. …"); 0 for a
 * record without moves. (A saved game keeps its record, not who made each entry.)
 */
export function roundsInPgn4(pgn4: string): number {
  const moves = pgn4
    .replace(/\{[^}]*\}/g, ' ')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('['))
    .join(' ');
  let last = 0;
  for (const m of moves.matchAll(/(?:^|\s)(\d+)\.(?=\s)/g)) last = Number(m[1]);
  return last;
}

/**
 * Where "take back" goes: the start of the last turn of a person before `ply`
 * (the whole turn is undone), or null when no person has moved.
 */
export function undoTarget(moves: readonly { seat: number }[], humans: readonly number[], ply: number): number | null {
  for (let i = Math.min(ply, moves.length) - 1; i >= 0; i--) {
    const seat = moves[i]!.seat;
    if (humans.includes(seat) && (i === 0 || moves[i - 1]!.seat !== seat)) return i;
  }
  return null;
}
