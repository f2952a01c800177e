// The first visit: the rule sets, one line each on how they play, as a card over the
// panel (not a dialog: the board stays usable). The choice is remembered and is the rule
// set of every fresh start after it.
import { VARIANTS, type Variant } from '../game/config';
import { t } from '../i18n/i18n';

export const WELCOME_KEY = 'fourchess.first-rules';

/** The rule set chosen on the first visit (null: never asked, or storage refused). */
export function rememberedRules(storage: Storage | null): Variant | null {
  let value: string | null = null;
  try {
    value = storage?.getItem(WELCOME_KEY) ?? null;
  } catch {
    return null;
  }
  return VARIANTS.find((v) => v === value) ?? null;
}

export function rememberRules(storage: Storage | null, variant: Variant): void {
  try {
    storage?.setItem(WELCOME_KEY, variant);
  } catch {
    // Storage refused: the card comes again next time, nothing else is lost.
  }
}

/**
 * Shows the card in `host` with the rule set shown now marked; `choose` starts another.
 * Either choice, or "Keep this one", remembers and removes the card.
 */
export function showWelcome(host: HTMLElement, current: Variant, storage: Storage | null, choose: (variant: Variant) => void): void {
  const card = document.createElement('section');
  card.className = 'welcome';
  card.setAttribute('aria-labelledby', 'welcome-title');
  const title = document.createElement('h2');
  title.id = 'welcome-title';
  title.textContent = t('welcome.title');
  const intro = document.createElement('p');
  intro.textContent = t('welcome.intro');
  const list = document.createElement('ul');
  const done = (variant: Variant): void => {
    rememberRules(storage, variant);
    card.remove();
  };
  for (const v of VARIANTS) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.variant = v;
    const name = document.createElement('strong');
    name.textContent = t(`variant.${v}`);
    const line = document.createElement('span');
    line.textContent = t(`welcome.${v}`);
    b.append(name, line);
    if (v === current) b.setAttribute('aria-current', 'true');
    b.addEventListener('click', () => {
      done(v);
      if (v !== current) choose(v);
    });
    li.append(b);
    list.append(li);
  }
  card.append(title, intro, list);
  host.prepend(card);
}
