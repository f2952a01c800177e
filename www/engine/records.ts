// The move records of `Engine.record` as the columns the move lists draw from.
import type { MoveEvent, MoveRecord } from '../pkg/fourchess_wasm';

export interface MoveColumns {
  moves: string[];
  movers: number[];
  squares: [string | null, string | null][];
  events: MoveEvent[];
}

export function moveColumns(records: readonly MoveRecord[]): MoveColumns {
  return {
    moves: records.map((m) => m.text),
    movers: records.map((m) => m.seat),
    squares: records.map((m) => m.squares),
    events: records.map((m) => m.event),
  };
}
