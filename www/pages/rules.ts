// rules.html?page=verney|teams|ffa|chaturanga|history|about: a page of rules-text/ in the
// current language, its ```board blocks drawn by the game's renderer.
import { lang, onLangChange } from '../i18n/i18n';
import { setUpSite, type PageName } from '../site/chrome';
import { drawBoard, parseBoardBlock } from '../site/diagram';
import { loadEngine } from '../engine/engine-page';
import { renderMarkdown } from '../site/markdown';
import { st, type SiteKey } from '../site/texts';

// Each text is its own small chunk, fetched when its page is shown.
const TEXTS = import.meta.glob<string>('../../rules-text/*.*.md', { query: '?raw', import: 'default' });

const RULE_SETS: { page: string; key: SiteKey }[] = [
  { page: 'verney', key: 'rules.verney' },
  { page: 'teams', key: 'rules.teams' },
  { page: 'ffa', key: 'rules.ffa' },
  { page: 'chaturanga', key: 'rules.chaturanga' },
];
const PAGES = ['verney', 'teams', 'ffa', 'chaturanga', 'history', 'about', 'group'];
const FILE: Record<string, string> = { about: 'about-this-site' };

const pageName = new URLSearchParams(window.location.search).get('page') ?? 'verney';
const navPage: PageName = pageName === 'history' ? 'history' : pageName === 'about' ? 'about' : 'rules';
setUpSite(navPage);

const article = document.querySelector<HTMLElement>('#text')!;
const ruleSets = document.querySelector<HTMLElement>('#rule-sets')!;

function renderRuleSetNav(): void {
  ruleSets.replaceChildren();
  if (navPage !== 'rules') {
    ruleSets.hidden = true;
    return;
  }
  ruleSets.setAttribute('aria-label', st('rules.sets'));
  for (const r of RULE_SETS) {
    const a = document.createElement('a');
    a.href = `./rules.html?page=${r.page}`;
    a.textContent = st(r.key);
    if (r.page === pageName) a.setAttribute('aria-current', 'page');
    ruleSets.append(a);
  }
  if (RULE_SETS.some((r) => r.page === pageName)) {
    const play = document.createElement('a');
    play.className = 'play-link';
    play.href = `./index.html?variant=${encodeURIComponent(pageName)}`;
    play.textContent = st('rules.playThis');
    ruleSets.append(play);
  }
}

let shown = 0;
async function show(): Promise<void> {
  const token = ++shown;
  renderRuleSetNav();
  const loader = PAGES.includes(pageName) ? TEXTS[`../../rules-text/${FILE[pageName] ?? pageName}.${lang()}.md`] : undefined;
  if (loader === undefined) {
    article.replaceChildren();
    const p = document.createElement('p');
    p.textContent = st('rules.missing');
    article.append(p);
    document.title = st('site.name');
    return;
  }
  article.setAttribute('aria-busy', 'true');
  const source = await loader();
  if (token !== shown) return;
  const boards: string[] = [];
  // Every piece of text in the HTML below is escaped by the renderer.
  article.innerHTML = renderMarkdown(source, {
    fence: (info, text) => {
      if (info !== 'board') return undefined;
      boards.push(text);
      return `<figure class="diagram" data-board="${boards.length - 1}"><canvas role="img"></canvas><figcaption></figcaption></figure>`;
    },
  });
  document.title = `${article.querySelector('h1')?.textContent ?? st('site.name')} · ${st('site.name')}`;
  const figures = [...article.querySelectorAll<HTMLElement>('figure.diagram')];
  if (figures.length > 0) {
    const engine = await loadEngine();
    if (token !== shown) return;
    for (const figure of figures) {
      const text = boards[Number(figure.dataset.board)] ?? '';
      const canvas = figure.querySelector('canvas')!;
      const caption = figure.querySelector('figcaption')!;
      try {
        const spec = parseBoardBlock(text);
        caption.textContent = spec.caption;
        canvas.setAttribute('aria-label', spec.caption || st('rules.diagram'));
        const size = Math.max(200, Math.min(480, article.clientWidth));
        drawBoard(engine, canvas, spec, size);
        figure.dataset.drawn = 'true';
      } catch (error) {
        canvas.remove();
        caption.textContent = st('rules.diagramFailed', { error: error instanceof Error ? error.message : String(error) });
        figure.dataset.drawn = 'error';
      }
    }
  }
  article.removeAttribute('aria-busy');
  article.dataset.page = `${pageName}.${lang()}`;
}

onLangChange(() => void show());
void show();
