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

/** The text of `key` in the current language, with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = DICTIONARIES[current][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
