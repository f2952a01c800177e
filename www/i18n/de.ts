// Deutsche Texte: dieselben Schlüssel wie en.ts.
import type { Messages } from './en';

export const de: Messages = {
  'site.title': 'Schach zu viert',
  'site.language': 'Sprache',
  'piece.P': 'Bauer',
  'piece.N': 'Springer',
  'piece.B': 'Läufer',
  'piece.R': 'Turm',
  'piece.Q': 'Dame',
  'piece.K': 'König',
  'piece.boat': 'Boot',
};
