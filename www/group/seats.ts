// Who plays each seat, as the host tells every page (protocol.ts SeatState): the host, a
// friend who is here, a friend away (a bot of the host's away level plays for them), or
// one of the host's bots. One function, so the host's messages and its tests agree.
import type { SeatCode } from './links';
import type { SeatState } from './protocol';

export function seatStates(codes: readonly SeatCode[], isHere: (seat: number) => boolean, awayLevel: number): SeatState[] {
  return codes.map((code, seat): SeatState => {
    if (code === 'h') return { p: 'host' };
    if (code !== 'g') return { p: 'bot', level: Number(code.slice(1)) };
    return isHere(seat) ? { p: 'guest' } : { p: 'away', level: awayLevel };
  });
}
