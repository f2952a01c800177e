// English texts. Keys are grouped by the part of the site that shows them; the German
// dictionary (de.ts) must have the same keys (the type checker enforces it).
export const en = {
  // Site
  'site.title': 'Four-player chess',
  'site.language': 'Language',
  // Pieces
  'piece.P': 'pawn',
  'piece.N': 'knight',
  'piece.B': 'bishop',
  'piece.R': 'rook',
  'piece.Q': 'queen',
  'piece.K': 'king',
  'piece.boat': 'boat',
};

export type Messages = Record<keyof typeof en, string>;
