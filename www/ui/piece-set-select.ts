// The piece set outside New game too (Signs first is the colour-blind aid): the header's
// select, filled in the page's language and kept in the settings.
import { t } from '../i18n/i18n';
import { PIECE_SETS } from '../board/piece-draw';
import { saveSettings } from '../game/settings';
import type { ViewState } from '../game/state';
import type { Store } from '../game/store';

export class PieceSetSelect {
  constructor(
    private readonly select: HTMLSelectElement,
    private readonly store: Store<ViewState>,
  ) {
    select.addEventListener('change', () => {
      const pieceSet = PIECE_SETS.find((p) => p === select.value) ?? 'standard';
      store.update((s) => (s.settings = { ...s.settings, pieceSet }));
      saveSettings(store.state.settings);
    });
    this.translate();
  }

  /** Fills the options in the page's language. */
  translate(): void {
    this.select.replaceChildren(
      ...PIECE_SETS.map((p) => {
        const o = document.createElement('option');
        o.value = p;
        o.textContent = t(`opt.pieceSet.${p}`);
        return o;
      }),
    );
    this.select.value = this.store.state.settings.pieceSet;
  }
}
