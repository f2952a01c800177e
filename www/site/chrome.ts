// The site around every page: the ?lang= and ?embed= switches, the header with its
// navigation and language switch, notices (bad share links, "update ready"), and the
// service worker for the offline app. Pages call setUpSite() once, first thing.
//
// Embedded mode (?embed=1, or any page shown inside a frame): <html> gets the class
// `embed`, the header is not shown and no service worker is registered (browsers refuse
// one in a cross-site frame; the embedded game works without it).
import '../style.css';
import './site.css';
import { lang, onLangChange, setLang, type Lang } from '../i18n/i18n';
import { st, type SiteKey } from './texts';

export type PageName = 'play' | 'rules' | 'history' | 'replays' | 'about' | 'analysis';

export interface SiteFlags {
  embed: boolean;
  framed: boolean;
  lang: Lang | null;
}

export function readFlags(search: string, framed: boolean): SiteFlags {
  const q = new URLSearchParams(search);
  const l = q.get('lang');
  const embedText = q.get('embed');
  return {
    embed: embedText !== null && embedText !== '0' && embedText !== 'false',
    framed,
    lang: l === 'de' || l === 'en' ? l : null,
  };
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

let flags: SiteFlags = { embed: false, framed: false, lang: null };

const NAV: { page: PageName; href: string; key: SiteKey }[] = [
  { page: 'play', href: './index.html', key: 'nav.play' },
  { page: 'rules', href: './rules.html?page=verney', key: 'nav.rules' },
  { page: 'history', href: './rules.html?page=history', key: 'nav.history' },
  { page: 'replays', href: './replay.html', key: 'nav.replays' },
  { page: 'about', href: './rules.html?page=about', key: 'nav.about' },
];

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function buildHeader(current: PageName): HTMLElement {
  const header = el('header', { class: 'site-header' });
  const brand = el('a', { class: 'brand', href: './index.html' });
  const nav = el('nav', { class: 'site-nav' });
  const links = NAV.map((item) => {
    const a = el('a', { href: item.href, 'data-page': item.page });
    if (item.page === current) a.setAttribute('aria-current', 'page');
    nav.append(a);
    return { a, key: item.key };
  });
  const switcher = el('div', { class: 'lang-switch', role: 'group' });
  const buttons = (['en', 'de'] as const).map((code) => {
    // The full name, and a short code the phone shows instead (the name stays the button's name).
    const name = code === 'en' ? 'English' : 'Deutsch';
    const b = el('button', { type: 'button', lang: code, 'data-lang': code, 'aria-label': name, title: name });
    b.append(el('span', { class: 'lang-long' }, name), el('span', { class: 'lang-short', 'aria-hidden': 'true' }, code.toUpperCase()));
    b.addEventListener('click', () => {
      if (lang() === code) return;
      // A ?lang= in the address would override the choice on the next load: drop it.
      const url = new URL(window.location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        history.replaceState(history.state, '', url);
      }
      void setLang(code);
    });
    switcher.append(b);
    return b;
  });
  const fill = (): void => {
    brand.textContent = st('site.name');
    nav.setAttribute('aria-label', st('nav.label'));
    for (const { a, key } of links) a.textContent = st(key);
    switcher.setAttribute('aria-label', st('nav.language'));
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.lang === lang()));
  };
  fill();
  onLangChange(fill);
  // The game screen has a language switch of its own.
  if (current === 'play' && document.getElementById('lang') !== null) header.append(brand, nav);
  else header.append(brand, nav, switcher);
  return header;
}

let noticeArea: HTMLElement | null = null;

/** A dismissible message at the top of the page (text only, never HTML). */
export function showNotice(text: string, kind: 'error' | 'info' = 'info', actions: { label: string; run: () => void }[] = []): HTMLElement {
  if (noticeArea === null) {
    noticeArea = el('div', { class: 'site-notices' });
    document.body.prepend(noticeArea);
  }
  const notice = el('div', { class: `site-notice site-notice-${kind}`, role: kind === 'error' ? 'alert' : 'status' });
  notice.append(el('span', {}, text));
  for (const action of actions) {
    const b = el('button', { type: 'button' }, action.label);
    b.addEventListener('click', () => {
      notice.remove();
      action.run();
    });
    notice.append(b);
  }
  noticeArea.append(notice);
  return notice;
}

/**
 * Asks the service worker to cache the pages and parts opened on demand (scripts/
 * precache.mjs, splitLater); `data-sw-later="done"` on the root once they are all there.
 */
export function precacheLater(): void {
  if (document.documentElement.dataset.sw === 'off') return;
  void navigator.serviceWorker?.ready.then((reg) => reg.active?.postMessage({ type: 'precache-later' }));
}

function registerServiceWorker(page: PageName): void {
  const root = document.documentElement;
  if (flags.embed || flags.framed || !('serviceWorker' in navigator) || !import.meta.env.PROD) {
    root.dataset.sw = 'off';
    return;
  }
  const sw = navigator.serviceWorker;
  sw.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'precached-later') root.dataset.swLater = 'done';
  });
  let reloadWanted = false;
  sw.addEventListener('controllerchange', () => {
    if (reloadWanted) window.location.reload();
  });
  const offer = (worker: ServiceWorker): void => {
    root.dataset.sw = 'update';
    showNotice(st('update.ready'), 'info', [
      {
        label: st('update.reload'),
        run: () => {
          reloadWanted = true;
          worker.postMessage({ type: 'skip-waiting' });
        },
      },
      { label: st('update.later'), run: () => {} },
    ]);
  };
  sw.register('./sw.js', { scope: './' }).then(
    (reg: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks service workers may resolve without a registration.
      if (reg === undefined) {
        root.dataset.sw = 'failed';
        return;
      }
      if (reg.waiting !== null && sw.controller !== null) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && sw.controller !== null) offer(worker);
        });
      });
      void sw.ready.then(() => {
        if (root.dataset.sw !== 'update') root.dataset.sw = 'ready';
        // The game screen asks later itself (the first visit's cost); any other page at once.
        if (page !== 'play') precacheLater();
      });
    },
    () => {
      root.dataset.sw = 'failed';
    },
  );
}

/** Applies the URL switches, shows the header (unless embedded) and starts the offline app. */
export function setUpSite(page: PageName): SiteFlags {
  flags = readFlags(window.location.search, isFramed());
  const root = document.documentElement;
  if (flags.lang !== null) void setLang(flags.lang, !flags.embed);
  root.lang = lang();
  if (flags.embed) root.classList.add('embed');
  if (page !== 'play') root.classList.add('site-doc');
  if (!flags.embed) {
    root.classList.add('has-site-header');
    document.body.prepend(buildHeader(page));
  }
  registerServiceWorker(page);
  return flags;
}
