// What a seat's line says about its army: in play, out, resigned, ... and after the end of
// the game what happened to it (a mated player is not "in play, check" then).
import type { MessageKey } from '../i18n/i18n';
import type { Status } from '../pkg/fourchess_wasm';

/**
 * The words for seat `seat`'s state (message keys, joined by the panel): the engine's
 * state, made exact once the game is over: mated, king captured; "check" only while the
 * game goes on. `hasKing`: whether the seat still has a king on the board.
 */
export function seatStateKeys(status: Status, seat: number, hasKing: boolean): MessageKey[] {
  const s = status.seats[seat];
  if (s === undefined) return [];
  const outcome = status.outcome;
  const base = `seat.${s.state}` as MessageKey;
  if (outcome === null) return s.check ? [base, 'seat.check'] : [base];
  if (s.state !== 'live' && s.state !== 'inert') return [base];
  const lost = !outcome.draw && !outcome.winners.includes(seat);
  if (lost && (outcome.reason === 'king-captured' || outcome.reason === 'both-kings-captured') && !hasKing) return ['seat.kingCaptured'];
  if (lost && s.check && (outcome.reason === 'checkmate' || outcome.reason === 'both-kings-mated')) return ['seat.mated'];
  if (outcome.draw || outcome.winners.length === 0) return ['seat.draw'];
  return [lost ? 'seat.lost' : 'seat.won'];
}
