// Every text people read goes through t(): English and German, chosen by ?lang=, the
// user's choice (kept in localStorage) or the browser's language. A page loads only the
// words of its language: each dictionary's languages are modules of their own, gathered
// into one chunk a language (vite.config.ts), fetched on demand (lazyTexts).
import type { Messages } from './en';

export type Lang = 'en' | 'de';
export type MessageKey = keyof Messages;

const STORAGE_KEY = 'fourchess.lang';
const listeners = new Set<(lang: Lang) => void>();

function detect(): Lang {
  // The address's ?lang= first: the page starts in it without fetching another language.
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (asked === 'en' || asked === 'de') return asked;
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'de') return saved;
  } catch {
    // Storage can be refused (privacy modes, sandboxed iframes): fall back to the browser.
  }
  const wanted = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'];
  return wanted.some((l) => l.toLowerCase().startsWith('de')) ? 'de' : 'en';
}

let current: Lang = detect();

export function lang(): Lang {
  return current;
}

/**
 * Switches the language (an explicit `?lang=` or a user's choice) and tells listeners, once
 * every dictionary has that language's words (fetched on the first switch to it).
 */
export async function setLang(next: Lang, remember = true): Promise<void> {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered: the choice still holds for this page.
    }
  }
  if (next === current) return;
  await Promise.all(lazyDictionaries.map((d) => d.fetch(next)));
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener(next);
}

export function onLangChange(listener: (lang: Lang) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Params = Record<string, string | number>;

/**
 * A dictionary's lookup in the page's language, with `{name}` placeholders filled (English
 * where German lacks a key), both languages in the code: group play's words (`gt`), which
 * load with group play. The game screen's (`t`) and the site's (`st`) are `lazyTexts`.
 */
export function texts<K extends string>(dictionaries: { en: Record<K, string>; de: Partial<Record<K, string>> }): (key: K, params?: Params) => string {
  return (key, params = {}) => fill(dictionaries[current][key] ?? dictionaries.en[key], params);
}

type Words = Record<string, string>;

/** A dictionary whose languages are fetched on demand. */
class LazyWords {
  private readonly words: Partial<Record<Lang, Words>> = {};

  constructor(private readonly load: (lang: Lang) => Promise<Words>) {}

  private readonly loading: Partial<Record<Lang, Promise<void>>> = {};

  /** Fetches a language once; a failed fetch (offline before the site was cached) leaves
   * English if it is here, else the keys, and is tried again on the next call. */
  fetch(lang: Lang): Promise<void> {
    this.loading[lang] ??= this.load(lang).then(
      (words) => void (this.words[lang] = words),
      (error: unknown) => {
        delete this.loading[lang];
        console.error(`words (${lang}) not loaded`, error);
      },
    );
    return this.loading[lang];
  }

  /** In the page's language, else English, else none. */
  lookup(key: string): string | undefined {
    return this.words[current]?.[key] ?? this.words.en?.[key];
  }
}

const lazyDictionaries: LazyWords[] = [];

/**
 * A dictionary that fetches each language when it is first needed: the page's language
 * as soon as it is made (a page awaits `wordsReady()` before it shows any text), another
 * before setLang switches to it. `load(lang)` imports that language's module.
 */
export function lazyWords(load: (lang: Lang) => Promise<Words>): (key: string) => string | undefined {
  const words = new LazyWords(load);
  lazyDictionaries.push(words);
  void words.fetch(current);
  return (key) => words.lookup(key);
}

/** `lazyWords` as texts: a key missing from every language loaded shows as the key itself. */
export function lazyTexts<K extends string>(load: (lang: Lang) => Promise<Record<K, string>>): (key: K, params?: Params) => string {
  const lookup = lazyWords(load as (lang: Lang) => Promise<Words>);
  return (key, params = {}) => fill(lookup(key) ?? key, params);
}

/** Resolves once every dictionary made so far has the page's language. */
export function wordsReady(): Promise<void> {
  return Promise.all(lazyDictionaries.map((d) => d.fetch(current))).then(() => undefined);
}

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The game screen's text of `key` in the current language. */
export const t: (key: MessageKey, params?: Params) => string = lazyTexts<MessageKey>((l) =>
  l === 'de' ? import('./de').then((m) => m.de) : import('./en').then((m) => m.en),
);

/** The one way a page's fixed texts are put on it: every element with `data-t` gets `text` of its key. */
export function translateStatic<K extends string>(root: ParentNode, text: (key: K) => string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = text(el.dataset.t as K);
  // A tooltip (`data-t-title`): what a short or symbol label does.
  for (const el of root.querySelectorAll<HTMLElement>('[data-t-title]')) el.title = text(el.dataset.tTitle as K);
}
