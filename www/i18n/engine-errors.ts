// The engine's refusals in the reader's language: the wasm side throws an Error with a
// stable `code` and `details` (crates/wasm/src/errors.rs); the words are here, per code.
// Anything without a known code keeps the engine's English message.
import { lazyWords } from './i18n';

const words = lazyWords((l) =>
  l === 'de' ? import('./engine-errors-de').then((m) => m.DE) : import('./engine-errors-en').then((m) => m.EN),
);

/** An engine error's stable code and the values it names, if it has them. */
export interface Coded {
  code: string;
  details: Record<string, string>;
}

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * The refusal in the page's language: its reason by code, and where it happened (a
 * record's line, a move). `names` puts seat names ("Yellow") into the page's words.
 * Without a known code: `fallback` (the engine's English message).
 */
export function engineErrorText(coded: Coded | null, fallback: string, names: (seat: string) => string = (s) => s): string {
  const template = coded === null ? undefined : words(coded.code);
  if (coded === null || template === undefined) return fallback;
  const d = { ...coded.details };
  if (d.seat !== undefined) d.seat = names(d.seat);
  const reason = fill(template, d);
  const where = d.line !== undefined && d.token !== undefined ? 'at.record' : d.move !== undefined ? 'at.move' : d.field !== undefined ? 'at.position' : null;
  return where === null ? reason : fill(words(where) ?? '{reason}', { ...d, reason });
}
