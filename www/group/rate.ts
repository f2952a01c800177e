// What the host does with each message a guest sends, decided before anything else:
// within the soft rate a message is read and answered; above it the host reads it (one
// parse of at most 2 KB) only to take an action the game accepts on the seat's turn, and
// drops the rest unanswered (a counter goes up, the count is shown a few times a second);
// above the hard rate the guest is cut off and a bot takes the seat (host.ts). Both rates count over the last second, in fixed one-second
// windows with the previous window's share carried over (a sliding estimate, two numbers,
// no allocation per message).

export type Gate = 'read' | 'drop' | 'cut';

/** Most messages a second a guest's page sends in play (moves, pings): more are dropped. */
export const SOFT_RATE = 30;
/** Messages a second no page in play comes near: past it the guest is cut off. */
export const HARD_RATE = 300;

/** Characters a message may have and still weigh one: a guest's messages are tiny (protocol.ts). */
export const WEIGHT_UNIT = 2048;

/** How many messages a delivered one counts as: one per 2 KB begun (a flood of big strings is cut sooner). */
export function weightOf(data: unknown): number {
  return typeof data === 'string' ? 1 + Math.floor(data.length / WEIGHT_UNIT) : data instanceof ArrayBuffer ? 1 + Math.floor(data.byteLength / WEIGHT_UNIT) : 1;
}

export class RateGate {
  private windowStart = -Infinity;
  private count = 0;
  private previous = 0;
  private cut = false;

  constructor(
    private readonly soft = SOFT_RATE,
    private readonly hard = HARD_RATE,
  ) {}

  /**
   * The fate of one message arriving at `now` (ms), counted `weight` times (a big message
   * weighs more: see weightOf). Once cut, always cut.
   */
  take(now: number, weight = 1): Gate {
    if (this.cut) return 'cut';
    const since = now - this.windowStart;
    if (since >= 1000) {
      // A new window; the last one counts in full only if it just ended.
      this.previous = since < 2000 ? this.count : 0;
      this.windowStart = since < 2000 ? this.windowStart + 1000 : now;
      this.count = 0;
    }
    this.count += weight;
    const into = (now - this.windowStart) / 1000;
    const rate = this.count + this.previous * Math.max(0, 1 - into);
    if (rate > this.hard) {
      this.cut = true;
      return 'cut';
    }
    return rate > this.soft ? 'drop' : 'read';
  }

  /** A fresh connection of the seat starts afresh. */
  reset(): void {
    this.windowStart = -Infinity;
    this.count = 0;
    this.previous = 0;
    this.cut = false;
  }
}
