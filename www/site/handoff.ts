// Handoff between the site pages and the game screen, through the URL fragment.
//
// The replay viewer's "Play from here" and every shared link open
//   index.html#g=<share code>        (codec in share.ts)
// THE GAME SCREEN calls, once at start-up:
//
//   import { readHandoff, clearHandoff } from './site/handoff';
//   const handoff = await readHandoff();          // reads window.location.hash
//   if (handoff.kind === 'game') {
//     // handoff.game.pgn4: a PGN4 record the engine has replayed (rule set, options, moves)
//     // handoff.game.seats: who plays each seat (SeatPlayer[]), or undefined = your defaults
//     await game.loadPgn4(handoff.game.pgn4, handoff.game.seats);
//     clearHandoff();                             // optional: a reload then starts afresh
//   }
//   // 'error': readHandoff has already shown the message (a notice at the top); start as usual.
//   // 'none': no game in the fragment; start as usual.
import type { SeatPlayer } from '../game/config';
import { loadEngine } from '../engine/engine-page';
import { showNotice } from './chrome';
import { decodeShareLink, encodeShareLink, type DecodeResult, type SharedGame } from './share';
import { st, type SiteKey } from './texts';

export interface HandoffGame {
  /** The game as PGN4 (replayed by the engine: it loads). */
  pgn4: string;
  /** Rule set: verney, teams, ffa or chaturanga. */
  variant: string;
  /** The position after the last move, as FEN4. */
  fen4: string;
  /** The moves, as the engine prints them. */
  moves: string[];
  /** Who plays seats 0..3 (a person, or a bot of a level); undefined: the game screen's default. */
  seats: SeatPlayer[] | undefined;
}

export type Handoff = { kind: 'none' } | { kind: 'game'; game: HandoffGame } | { kind: 'error'; message: string };

const ERROR_TEXT: Record<string, SiteKey> = {
  'too-long': 'share.tooLong',
  'bad-characters': 'share.badChars',
  'bad-data': 'share.badData',
  'bad-schema': 'share.badSchema',
  'bad-game': 'share.badGame',
};

/** The reader's message for a failed decode. */
export function shareErrorText(result: Extract<NonNullable<DecodeResult>, { ok: false }>): string {
  const reason = st(ERROR_TEXT[result.error] ?? 'share.badData', { error: result.detail ?? '' });
  return st('share.bad', { error: reason });
}

/** Reads and checks a shared game in the fragment; shows a notice when it is bad. */
export async function readHandoff(hash: string = window.location.hash, notify = true): Promise<Handoff> {
  if (hash === '' || hash === '#') return { kind: 'none' };
  const engine = await loadEngine();
  let replayed: HandoffGame | null = null;
  const result = await decodeShareLink(hash, (pgn4) => {
    const game = engine.Engine.fromPgn4(pgn4);
    try {
      // The engine's own record, which keeps the link's tags and comments (its clocks).
      const record = game.record();
      replayed = {
        pgn4: record.pgn4,
        variant: game.boardInfo().variant,
        fen4: record.fen4,
        moves: record.moves.map((m) => m.text),
        seats: undefined,
      };
    } finally {
      game.free();
    }
  });
  if (result === null) return { kind: 'none' };
  if (!result.ok) {
    const message = shareErrorText(result);
    if (notify) showNotice(message, 'error');
    return { kind: 'error', message };
  }
  const game = replayed as HandoffGame | null;
  if (game === null) return { kind: 'none' };
  game.seats = result.game.seats;
  return { kind: 'game', game };
}

/** Removes the fragment from the address bar (no reload, no history entry). */
export function clearHandoff(): void {
  const url = new URL(window.location.href);
  url.hash = '';
  history.replaceState(history.state, '', url);
}

/** A link (relative to the site) that opens `page` with the game. */
export async function gameLink(game: SharedGame, page: 'index.html' | 'replay.html' | 'analysis.html' = 'index.html'): Promise<string> {
  return `./${page}${await encodeShareLink(game)}`;
}

/** The analysis page at ply `ply` of a game (the whole game goes with it, to step through). */
export async function analysisLink(game: SharedGame, ply?: number, fromGame = false): Promise<string> {
  const q = new URLSearchParams();
  if (ply !== undefined) q.set('ply', String(Math.max(0, Math.floor(ply))));
  // Opened from the game screen: the page offers the way back to the game ("Back to my game").
  if (fromGame) q.set('from', 'game');
  const query = q.toString();
  return `./analysis.html${query === '' ? '' : `?${query}`}${await encodeShareLink(game)}`;
}
