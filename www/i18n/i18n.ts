// Every text people read goes through t(): English and German, chosen from the
// browser's language unless the user picked one (kept in localStorage).
import { de } from './de';
import { en, type Messages } from './en';

export type Lang = 'en' | 'de';
export type MessageKey = keyof Messages;

const DICTIONARIES: Record<Lang, Messages> = { en, de };
const STORAGE_KEY = 'fourchess.lang';
const listeners = new Set<(lang: Lang) => void>();

function detect(): Lang {
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

/** Switches the language (an explicit `?lang=` or a user's choice) and tells listeners. */
export function setLang(next: Lang, remember = true): void {
  current = next;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered: the choice still holds for this page.
    }
  }
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
 * where German lacks a key). The one way texts are made: the game screen's words (`t`),
 * the site pages' (`st`) and group play's (`gt`) are each loaded with their part of the page.
 */
export function texts<K extends string>(dictionaries: { en: Record<K, string>; de: Partial<Record<K, string>> }): (key: K, params?: Params) => string {
  return (key, params = {}) => {
    const template = dictionaries[current][key] ?? dictionaries.en[key];
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** The game screen's text of `key` in the current language. */
export const t: (key: MessageKey, params?: Params) => string = texts<MessageKey>(DICTIONARIES);

/** The one way a page's fixed texts are put on it: every element with `data-t` gets `text` of its key. */
export function translateStatic<K extends string>(root: ParentNode, text: (key: K) => string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = text(el.dataset.t as K);
}
