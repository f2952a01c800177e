// Shared fixtures for unit tests (not part of the site bundle).
import type { BoardInfo, MoveEvent, MoveInfo, MoveRecord, PieceInfo, Status } from './pkg/fourchess_wasm';
import type { Snapshot } from './engine/protocol';

export function crossBoard(): BoardInfo {
  const squares = [];
  for (let rank = 0; rank < 14; rank++)
    for (let file = 0; file < 14; file++)
      if (!((file < 3 || file > 10) && (rank < 3 || rank > 10)))
        squares.push({ name: `${String.fromCharCode(97 + file)}${rank + 1}`, file, rank, light: (file + rank) % 2 === 0 });
  return { files: 14, ranks: 14, squares, seats: ['Yellow', 'Red', 'White', 'Black'].map((name, i) => ({ name, team: i % 2 })),
    variant: 'verney',
    kinds: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' },
    scoring: false,
    dice: false,
    deadKingWalking: false,
  };
}

export function move(text: string, extra: Partial<MoveInfo> = {}): MoveInfo {
  const m = /^[A-Z]?([a-n]\d+)[-x][A-Z]?([a-n]\d+)/.exec(text);
  return {
    text,
    from: m?.[1] ?? null,
    to: m?.[2] ?? null,
    capture: text.includes('x'),
    promotion: null,
    leap: false,
    pass: text === '-',
    die: null,
    action: text === '-' ? 'pass' : 'move',
    ...extra,
  };
}

export const PASS: MoveInfo = move('-');

export function status(toMove: number, outcome: Status['outcome'] = null): Status {
  return {
    toMove,
    seats: ['Yellow', 'Red', 'White', 'Black'].map((name) => ({ name, check: false, state: 'live', points: 0, reserve: [] })),
    outcome,
    ply: 0,
    claimable: null,
    dice: [],
    dieKinds: [],
    needsRoll: false,
  };
}

export function snapshot(toMove: number, legalMoves: MoveInfo[], pieces: PieceInfo[] = [], fen4 = `fen-${toMove}`): Snapshot {
  return { pieces, legalMoves, status: status(toMove), fen4, moves: [], pointSources: null, pgn4: '' };
}

const NO_EVENT: MoveEvent = { captured: null, check: false, mate: false, turn: null };

/** Move records made by `seats`, with texts m0, m1... unless given. */
export function records(seats: number[], texts?: string[], squares?: [string | null, string | null][], events?: MoveEvent[]): MoveRecord[] {
  return seats.map((seat, i) => ({ text: texts?.[i] ?? `m${i}`, seat, squares: squares?.[i] ?? [null, null], event: events?.[i] ?? NO_EVENT, comment: null }));
}

/** Web Storage in memory; `failWrites` makes every write throw as a full storage does. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  failWrites = false;
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string): void {
    this.map.delete(k);
  }
  setItem(k: string, v: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  }
}
