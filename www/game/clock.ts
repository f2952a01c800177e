// The per-move clock: pure arithmetic on timestamps (milliseconds).
// A turn's clock starts when a seat begins its turn and stops with the next seat.

export interface Clock {
  seat: number;
  startedAt: number;
  limitMs: number;
}

/** A fresh clock for a seat's turn, or null when there is no time limit. */
export function startClock(seat: number, now: number, limitSeconds: number): Clock | null {
  return limitSeconds > 0 ? { seat, startedAt: now, limitMs: limitSeconds * 1000 } : null;
}

export function remainingMs(clock: Clock, now: number): number {
  return Math.max(0, clock.limitMs - (now - clock.startedAt));
}

/** "0:27" for 27 seconds left (rounded up, so it shows 0:00 only when time is up). */
export function formatClock(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Whether a new turn began with the latest position: the seat to move differs from the
 * seat that made the last action (Chaturanga turns span several actions of one seat).
 */
export function newTurn(moves: readonly { seat: number }[], toMove: number): boolean {
  return moves.length === 0 || moves[moves.length - 1]!.seat !== toMove;
}
