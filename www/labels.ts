// Words for people: seat names, aria labels, announcements.
import type { BoardInfo, MoveInfo, PieceInfo } from './pkg/fourchess_wasm';
import { seatSign } from './theme';

const KIND_NAMES: Record<string, string> = {
  P: 'pawn',
  N: 'knight',
  B: 'bishop',
  R: 'rook',
  Q: 'queen',
  K: 'king',
};

export function kindName(kind: string): string {
  return KIND_NAMES[kind.toUpperCase()] ?? kind;
}

export function seatName(board: BoardInfo | null, seat: number | null): string {
  if (seat === null) return 'Grey';
  return board?.seats[seat]?.name ?? `Seat ${seat + 1}`;
}

/** "Yellow ●" */
export function seatTitle(board: BoardInfo | null, seat: number): string {
  const sign = seatSign(seat);
  return sign === null ? seatName(board, seat) : `${seatName(board, seat)} ${sign.char}`;
}

export function pieceName(board: BoardInfo | null, piece: PieceInfo): string {
  const name = `${seatName(board, piece.seat)} ${kindName(piece.kind)}`;
  return piece.inert ? `${name} (inert)` : name;
}

/** "e2, Yellow pawn" or "e4" for an empty square; ", legal move" when it is a target. */
export function squareLabel(board: BoardInfo | null, square: string, piece: PieceInfo | undefined, target: boolean): string {
  let label = piece === undefined ? square : `${square}, ${pieceName(board, piece)}`;
  if (target) label += ', legal move';
  return label;
}

/** "Yellow played e2-e3." / "Red passes." */
export function moveAnnouncement(board: BoardInfo | null, seat: number, move: MoveInfo): string {
  const who = seatName(board, seat);
  return move.pass ? `${who} passes.` : `${who} played ${move.text}.`;
}
