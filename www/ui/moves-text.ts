import { t } from '../i18n/i18n';

/** "1 move", "12 moves" ("1 Zug", "12 Züge"). */
export function movesText(n: number): string {
  return t(n === 1 ? 'recent.move1' : 'recent.moves', { n });
}
