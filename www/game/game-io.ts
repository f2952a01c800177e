// Pure helpers of the game screen's Share / Export / Import (the DOM side is ui/io-view.ts):
// what an import text is, whether it may be loaded, and the names of exported files.
import type { GameConfig, SeatPlayer } from './config';
import type { MessageKey } from '../i18n/i18n';

/** Largest import accepted, pasted or opened (bytes of UTF-8). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export type ImportKind = 'pgn4' | 'fen4';

export type ImportCheck = { ok: true; kind: ImportKind; text: string } | { ok: false; error: MessageKey };

/** A FEN4 line: the seat to move, then dash-separated fields ("R-0,0,0,0-…"). */
const FEN4_LINE = /^[A-Za-z]{1,2}-[0-9,]+-/;

function bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The kind of a text (and file name): PGN4 when it has tags or numbered moves, FEN4 for one FEN4 line. */
export function guessKind(text: string, fileName = ''): ImportKind {
  const name = fileName.toLowerCase();
  if (name.endsWith('.fen4')) return 'fen4';
  if (name.endsWith('.pgn4')) return 'pgn4';
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  return lines.length === 1 && FEN4_LINE.test(lines[0]!) ? 'fen4' : 'pgn4';
}

/**
 * Checks an import before the engine sees it: not empty, not too large, and of the kind
 * chosen. A FEN4 comes back as its single line; the engine checks the rest.
 */
export function checkImport(text: string, kind: ImportKind): ImportCheck {
  if (bytes(text) > MAX_IMPORT_BYTES) return { ok: false, error: 'io.err.tooLarge' };
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0) return { ok: false, error: 'io.err.empty' };
  if (kind === 'pgn4') {
    if (lines.length === 1 && FEN4_LINE.test(lines[0]!)) return { ok: false, error: 'io.err.looksFen4' };
    return { ok: true, kind, text: text.trim() };
  }
  if (lines.length !== 1 || lines[0]!.startsWith('[')) return { ok: false, error: 'io.err.looksPgn4' };
  return { ok: true, kind, text: lines[0]! };
}

/** "fourchess-verney-2025-01-31-12plies.pgn4" */
export function exportFileName(variant: string, ext: ImportKind, plies: number, date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safe = variant.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'game';
  return `fourchess-${safe}-${day}-${plies}plies.${ext}`;
}

/** Who plays each seat, for a share link: the same seats on the friend's device. */
export function shareSeats(config: GameConfig): SeatPlayer[] {
  return config.seats.map((p) => (p.kind === 'human' ? { kind: 'human' } : { kind: 'bot', level: p.level }));
}

/** The link as an absolute address (gameLink gives one relative to the site). */
export function absoluteLink(relative: string, pageHref: string): string {
  return new URL(relative, pageHref).href;
}
