// Words for people: seat names, owner signs, aria labels, announcements (all through t()).
import { t, type MessageKey } from './i18n';
import type { BoardInfo, MoveEvent, MoveInfo, PieceInfo, PointSources } from '../pkg/fourchess_wasm';

/**
 * Owner signs: colour is never the only cue, every piece and seat title also carries its
 * owner's sign (seat 0 ●, 1 ▲, 2 ■, 3 ◆), drawn as a shape on the board (board/piece-draw.ts).
 */
export type SignShape = 'circle' | 'triangle' | 'square' | 'diamond';
export const SIGNS: readonly { shape: SignShape; char: string }[] = [
  { shape: 'circle', char: '●' },
  { shape: 'triangle', char: '▲' },
  { shape: 'square', char: '■' },
  { shape: 'diamond', char: '◆' },
];

export function seatSign(seat: number | null): { shape: SignShape; char: string } | null {
  if (seat === null) return null;
  return SIGNS[seat] ?? null;
}

/** A piece kind's name; `kinds` is the engine's naming of the rule set's letters (BoardInfo.kinds: "B" is a boat in Chaturanga). */
export function kindName(kind: string, kinds?: Record<string, string>): string {
  const k = kind.toUpperCase();
  if (kinds?.[k] === 'boat') return t('piece.boat');
  return 'PNBRQK'.includes(k) && k.length === 1 ? t(`piece.${k}` as MessageKey) : kind;
}

/** A colour name from the engine ("Yellow") in the current language. */
export function colourName(name: string): string {
  const key = `colour.${name}` as MessageKey;
  const text = t(key);
  return text === key ? name : text;
}

export function seatName(board: BoardInfo | null, seat: number | null): string {
  if (seat === null) return t('colour.Grey');
  const name = board?.seats[seat]?.name;
  return name === undefined ? `${seat + 1}` : colourName(name);
}

/** "Yellow ●" */
export function seatTitle(board: BoardInfo | null, seat: number): string {
  const sign = seatSign(seat);
  return sign === null ? seatName(board, seat) : `${seatName(board, seat)} ${sign.char}`;
}

export function pieceName(board: BoardInfo | null, piece: PieceInfo): string {
  const name = `${seatName(board, piece.seat)} ${kindName(piece.kind, board?.kinds)}`;
  return piece.inert ? `${name} (${t('square.inert')})` : name;
}

/** "e2, Yellow pawn" or "e4" for an empty square; ", legal move" when it is a target. */
export function squareLabel(board: BoardInfo | null, square: string, piece: PieceInfo | undefined, target: boolean): string {
  let label = piece === undefined ? square : `${square}, ${pieceName(board, piece)}`;
  if (target) label += `, ${t('square.legal')}`;
  return label;
}

/** "Yellow played e2-e3." / "Red passes." */
export function moveAnnouncement(board: BoardInfo | null, seat: number, move: MoveInfo): string {
  const who = seatName(board, seat);
  return move.pass ? t('say.passes', { seat: who }) : t('say.played', { seat: who, move: move.text });
}

/** The seats of each team (as the engine pairs them), or null in Free-for-all. */
export function teamsOf(board: BoardInfo | null): number[][] | null {
  const seats = board?.seats ?? [];
  if (seats.length === 0 || seats.some((s) => s.team === null || s.team === undefined)) return null;
  const ids = [...new Set(seats.map((s) => s.team as number))].sort();
  return ids.map((id) => seats.flatMap((s, i) => (s.team === id ? [i] : [])));
}

/** The seats that play with `seat`, itself included (itself alone in Free-for-all). */
export function teamOfSeat(board: BoardInfo | null, seat: number): number[] {
  return teamsOf(board)?.find((m) => m.includes(seat)) ?? [seat];
}

/** "Red ● and Yellow ■" */
export function teamTitle(board: BoardInfo | null, members: readonly number[]): string {
  return members.map((m) => seatTitle(board, m)).join(t('result.and'));
}

/** "Yellow and White win: checkmate" style result lines, in the current language. */
export function resultText(board: BoardInfo | null, outcome: { winners: number[]; draw: boolean; reason: string }): { title: string; reason: string } {
  const reasonKey = `reason.${outcome.reason}` as MessageKey;
  const reasonText = t(reasonKey);
  const reason = t('result.reason', { reason: reasonText === reasonKey ? outcome.reason : reasonText });
  if (outcome.draw || outcome.winners.length === 0 || outcome.winners.length === 4) return { title: t('result.draw'), reason };
  const who = outcome.winners.map((s) => seatTitle(board, s)).join(t('result.and'));
  return { title: t(outcome.winners.length === 1 ? 'result.winOne' : 'result.winMany', { who }), reason };
}

/** Entries of a move list that are no moves, as words, by what the engine says happened (MoveEvent.turn). */
const WORDS: Record<NonNullable<MoveEvent['turn']>, MessageKey> = {
  resigned: 'moves.word.R',
  timeout: 'moves.word.T',
  stalemated: 'moves.word.S',
  mated: 'moves.word.mate',
};

/** Whether an entry is no move but a turn's event (a resignation, a mated player's pass, ...). */
export function isTurnWord(turn: MoveEvent['turn'] | undefined): boolean {
  return turn !== null && turn !== undefined;
}

/** A move list entry for people: the move as written, or the word for what happened. */
export function entryText(text: string, turn: MoveEvent['turn'] | undefined): string {
  return turn === null || turn === undefined ? text : t(WORDS[turn]);
}

/** One entry of the moves since a person last moved (game/state.ts sinceYourTurn). */
export interface SinceEntry {
  seat: number;
  text: string;
  turn: MoveEvent['turn'];
  captured: string | null;
  check: boolean;
  mate: boolean;
}

/** "Blue b7-c7, Yellow Qh14xNe11 takes a knight, Green m8-l8 check" (empty: nothing to say). */
export function sinceText(board: BoardInfo | null, entries: readonly SinceEntry[]): string {
  if (entries.length === 0) return '';
  const parts = entries.map((e) => {
    const bits = [seatName(board, e.seat), entryText(e.text, e.turn)];
    if (e.captured !== null) bits.push(t('since.takes', { piece: kindName(e.captured, board?.kinds) }));
    // "takes a bishop, check": what the move gave after a comma.
    const gave = e.mate && !isTurnWord(e.turn) ? t('since.mate') : e.check ? t('since.check') : null;
    return gave === null ? bits.join(' ') : `${bits.join(' ')}, ${gave}`;
  });
  return t('since.line', { moves: parts.join(', ') });
}

/** Where a Free-for-all player's points came from: "23 for captures, 20 for mates" (sources with points only). */
export function sourcesText(s: PointSources): string {
  const parts = (['captures', 'checks', 'mates', 'stalemate', 'ending'] as const)
    .filter((k) => s[k] !== 0)
    .map((k) => t(`source.${k}`, { n: s[k] }));
  return parts.join(', ');
}

/** Free-for-all's final standings: place (equal points share one), seat, points. */
export function standings(points: readonly number[]): { place: number; seat: number; points: number }[] {
  const rows = points.map((p, seat) => ({ seat, points: p })).sort((a, b) => b.points - a.points || a.seat - b.seat);
  return rows.map((r) => ({ ...r, place: 1 + rows.filter((o) => o.points > r.points).length }));
}
