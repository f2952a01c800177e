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

/**
 * "e2, Yellow pawn" or "e4" for an empty square; a target of the selected piece (`mover`) says
 * what it can do there: "h3, Red knight can move here", "i3, Blue bishop, Red knight can take it".
 */
export function squareLabel(board: BoardInfo | null, square: string, piece: PieceInfo | undefined, target: boolean, mover?: PieceInfo): string {
  let label = piece === undefined ? square : `${square}, ${pieceName(board, piece)}`;
  if (target && mover === undefined) label += `, ${t('square.legal')}`;
  else if (target && mover !== undefined) label += `, ${t(piece === undefined ? 'square.moveHere' : 'square.takeHere', { piece: pieceName(board, mover) })}`;
  return label;
}

/** "Red knight on j1 selected: 2 squares to go to." (a premove's: "… for a premove: …") */
export function selectedText(board: BoardInfo | null, piece: PieceInfo, targets: number, premove = false): string {
  return t(premove ? 'say.selectedPremove' : 'say.selected', { piece: pieceName(board, piece), square: piece.square, n: targets });
}

/** "Yellow played e2-e3." / "Red passes." / with dice: "Red: boat a8-c6." */
export function moveAnnouncement(board: BoardInfo | null, seat: number, move: MoveInfo): string {
  const who = seatName(board, seat);
  const dice = board?.dice === true ? diceEntry(board, move.text) : null;
  if (dice !== null && dice.kind !== 'roll') return t('say.diceMove', { seat: who, move: diceEntryText(dice) });
  return move.pass ? t('say.passes', { seat: who }) : t('say.played', { seat: who, move: move.text });
}

/** "6 and 2", "3, 4 and 5" */
export function diceList(dice: readonly number[]): string {
  const all = dice.map(String);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')}${t('result.and')}${all.at(-1)}`;
}

/** A Chaturanga record entry: a roll (`@6-2`), a move with the die it used (`2:Ba8-c6`), a die not used (`6:pass`). */
export type DiceEntry = { kind: 'roll'; dice: number[] } | { kind: 'move'; die: number; piece: string; from: string; to: string } | { kind: 'unused'; die: number };

/** Reads a dice game's record entry; null for an entry of another kind (R, T, a plain move). */
export function diceEntry(board: BoardInfo | null, text: string): DiceEntry | null {
  const roll = /^@(\d(?:-\d)*)$/.exec(text);
  if (roll !== null) return { kind: 'roll', dice: roll[1]!.split('-').map(Number) };
  const used = /^(\d):(.*)$/.exec(text);
  if (used === null) return null;
  const die = Number(used[1]);
  if (used[2] === 'pass') return { kind: 'unused', die };
  const move = /^([A-Z])?([a-z]\d{1,2})[-x][A-Z]?([a-z]\d{1,2})/.exec(used[2]!);
  if (move === null) return null;
  return { kind: 'move', die, piece: kindName(move[1] ?? 'P', board?.kinds), from: move[2]!, to: move[3]! };
}

/** A move or an unused die in words: "boat a8-c6", "the 6 was not used". */
export function diceEntryText(e: Exclude<DiceEntry, { kind: 'roll' }>): string {
  return e.kind === 'unused' ? t('dice.unused', { die: e.die }) : t('dice.moved', { piece: e.piece, from: e.from, to: e.to });
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

/** What a move took and gave: " takes a bishop, check" (empty: nothing). */
function consequences(board: BoardInfo | null, e: SinceEntry): string {
  const takes = e.captured === null ? '' : ` ${t('since.takes', { piece: kindName(e.captured, board?.kinds) })}`;
  // "takes a bishop, check": what the move gave after a comma.
  const gave = e.mate && !isTurnWord(e.turn) ? t('since.mate') : e.check ? t('since.check') : null;
  return gave === null ? takes : `${takes}, ${gave}`;
}

/**
 * "Blue b7-c7, Yellow Qh14xNe11 takes a knight, Green m8-l8, check" (empty: nothing to say).
 * With dice a turn in words: "Red rolled 6 and 2: boat a8-c6; the 6 was not used".
 */
export function sinceText(board: BoardInfo | null, entries: readonly SinceEntry[]): string {
  if (entries.length === 0) return '';
  if (board?.dice === true) return t('since.line', { moves: diceTurnsText(board, entries) });
  // The record's "+" and "#" go: the words after the comma say what the move gave.
  const parts = entries.map((e) => `${seatName(board, e.seat)} ${entryText(e.text.replace(/[+#]+$/, ''), e.turn)}${consequences(board, e)}`);
  return t('since.line', { moves: parts.join(', ') });
}

/** A dice game's entries as turns: each seat's roll, then what it did with each die. */
function diceTurnsText(board: BoardInfo, entries: readonly SinceEntry[]): string {
  const turns: { seat: number; dice: number[] | null; parts: string[] }[] = [];
  for (const e of entries) {
    const entry = diceEntry(board, e.text);
    let turn = turns.at(-1);
    if (turn === undefined || turn.seat !== e.seat || entry?.kind === 'roll') {
      turn = { seat: e.seat, dice: null, parts: [] };
      turns.push(turn);
    }
    if (entry?.kind === 'roll') turn.dice = entry.dice;
    else if (entry !== null) turn.parts.push(`${diceEntryText(entry)}${consequences(board, e)}`);
    else turn.parts.push(`${entryText(e.text, e.turn)}${consequences(board, e)}`);
  }
  return turns
    .map((turn) => {
      const who = turn.dice === null ? seatName(board, turn.seat) : t('dice.rolled', { seat: seatName(board, turn.seat), dice: diceList(turn.dice) });
      return turn.parts.length === 0 ? who : `${who}: ${turn.parts.join('; ')}`;
    })
    .join(', ');
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
