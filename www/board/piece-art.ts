// Vector piece silhouettes in a 100 x 100 box (our own simple drawings),
// legible down to small squares. Each piece is a filled, outlined body plus
// optional detail strokes drawn in a contrasting colour.

export interface PieceArt {
  body: string;
  /** Dots (x, y, r) filled and outlined like the body. */
  balls?: readonly (readonly [number, number, number])[];
  /** Thin lines in the army's detail colour. */
  detail?: string;
}

const BASE = 'M24 88 H76 V79 H24 Z';

export const PIECE_ART: Record<string, PieceArt> = {
  P: {
    body: `${BASE} M37 79 C40 68 44 60 44 52 H56 C56 60 60 68 63 79 Z M36 46 H64 V53 H36 Z`,
    balls: [[50, 33, 13]],
  },
  R: {
    body: `${BASE} M32 79 L35 42 H65 L68 79 Z M28 44 V21 H38 V29 H46 V21 H54 V29 H62 V21 H72 V44 Z`,
    detail: 'M36 50 H64 M34 72 H66',
  },
  N: {
    body: `${BASE} M32 79 C32 64 42 57 47 49 C41 52 35 56 29 57 C23 57 18 51 21 46 C27 38 35 30 39 24 L38 14 L46 21 C62 19 77 32 77 53 C77 65 73 73 71 79 Z`,
    detail: 'M43 32 H44.5 M56 27 C66 35 70 48 68 70',
  },
  B: {
    body: `${BASE} M38 79 C27 69 26 56 35 45 C40 39 45 33 50 27 C55 33 60 39 65 45 C74 56 73 69 62 79 Z`,
    balls: [[50, 20, 7]],
    detail: 'M56 40 L46 54 M40 71 H60',
  },
  Q: {
    body: `${BASE} M28 79 L20 38 L34 57 L36 30 L45 55 L50 25 L55 55 L64 30 L66 57 L80 38 L72 79 Z`,
    balls: [
      [20, 35, 5],
      [36, 27, 5],
      [50, 21, 5],
      [64, 27, 5],
      [80, 35, 5],
    ],
    detail: 'M31 70 H69',
  },
  K: {
    body: `${BASE} M30 79 C23 66 18 54 27 47 C35 41 45 45 50 55 C55 45 65 41 73 47 C82 54 77 66 70 79 Z M46 11 H54 V19 H62 V27 H54 V46 H46 V27 H38 V19 H46 Z`,
    detail: 'M31 70 H69',
  },
};

/**
 * Chaturanga's "B" is a boat (the alfil, a two-square diagonal leaper), not a bishop:
 * a hull, a mast and two sails, so it is never mistaken for the bishop of the other games.
 */
export const BOAT: PieceArt = {
  body:
    'M12 60 H88 C84 70 78 78 72 84 H28 C22 78 16 70 12 60 Z M47 11 H53 V60 H47 Z ' +
    'M57 15 C70 26 78 40 80 54 H57 Z M43 23 C34 32 28 43 25 54 H43 Z',
  detail: 'M27 71 H73',
};

/** The drawing of a piece kind ("P", "n", ...) named by the engine's `kinds` of the rule set (undefined: letter only). */
export function pieceArt(kind: string, kinds?: Record<string, string>): PieceArt | undefined {
  const k = kind.toUpperCase();
  if (kinds?.[k] === 'boat') return BOAT;
  return PIECE_ART[k];
}
