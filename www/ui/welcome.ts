// The first visit: the rule sets, one line each on how they play, as a card over the
// panel (not a dialog: the board stays usable). The choice is remembered and is the rule
// set of every fresh start after it.
import './welcome.css';
import { VARIANTS, type Variant } from '../game/config';
import { lang, t } from '../i18n/i18n';
import { rememberRules } from './first-rules';

// Its own texts come with it (the rule sets' lines are the New game dialog's too).
const EN = {
  'welcome.title': 'Which game would you like to play?',
  'welcome.intro': 'Four rule sets for four players; bots play the seats you do not. You can change it any time under New game.',
};
const DE: Record<keyof typeof EN, string> = {
  'welcome.title': 'Was möchtest du spielen?',
  'welcome.intro': 'Vier Regelwerke für vier Spieler; Bots spielen die Plätze, die du nicht spielst. Unter „Neues Spiel“ kannst du es jederzeit ändern.',
};
const wt = (key: keyof typeof EN): string => (lang() === 'de' ? DE : EN)[key];

/**
 * Shows the card in `host` with the rule set shown now marked; `choose` starts another.
 * Any choice (the one shown too) is remembered and removes the card.
 */
export function showWelcome(host: HTMLElement, current: Variant, storage: Storage | null, choose: (variant: Variant) => void): void {
  const card = document.createElement('section');
  card.className = 'welcome';
  card.setAttribute('aria-labelledby', 'welcome-title');
  const title = document.createElement('h2');
  title.id = 'welcome-title';
  title.textContent = wt('welcome.title');
  const intro = document.createElement('p');
  intro.textContent = wt('welcome.intro');
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
