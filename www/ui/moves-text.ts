import { t } from '../i18n/i18n';

/** "12 rounds", "1 round", "no moves yet": how far a game went, counted as its move list numbers it. */
export function roundsText(rounds: number): string {
  return rounds === 0 ? t('recent.noMoves') : t(rounds === 1 ? 'recent.round1' : 'recent.rounds', { n: rounds });
}
