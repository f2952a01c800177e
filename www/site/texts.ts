// Every text of the site pages (header, rules, history, replays, share links, update
// banner), in English and German. The game screen's texts live in ../i18n/; the
// language itself is the one of ../i18n/i18n.ts (lang(), setLang()).
import { lazyTexts, type Params } from '../i18n/i18n';
import type { en } from './texts-en';

export type SiteKey = keyof typeof en;

/** The site text of `key` in the current language. */
export const st: (key: SiteKey, params?: Params) => string = lazyTexts<SiteKey>((l) =>
  l === 'de' ? import('./texts-de').then((m) => m.de) : import('./texts-en').then((m) => m.en),
);
