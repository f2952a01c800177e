// A record's Date tag as people read dates: PGN's "1892.03.18" (parts may be "??") and
// chess.com's JavaScript date string "Wed Apr 26 2023 04:27:04 GMT+0000 (…)".

/** The date in `locale`, or the tag's own text when it is no date we know. */
export function recordDate(value: string, locale: string): string {
  const text = value.trim();
  const pgn = /^(\d{4})\.(\d{2}|\?\?)\.(\d{2}|\?\?)$/.exec(text);
  if (pgn !== null) {
    const [year, month, day] = [Number(pgn[1]), pgn[2] === '??' ? null : Number(pgn[2]), pgn[3] === '??' ? null : Number(pgn[3])];
    if (month === null) return String(year);
    if (month < 1 || month > 12) return text;
    const at = new Date(Date.UTC(year, month - 1, day ?? 1));
    if (day !== null && at.getUTCDate() !== day) return text;
    // Years before 100 would be read as 19xx by Date.UTC.
    at.setUTCFullYear(year);
    const parts: Intl.DateTimeFormatOptions = day === null ? { year: 'numeric', month: 'long' } : { dateStyle: 'long' };
    return new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(at);
  }
  // chess.com: a date with its time and zone; the zone's name in brackets is for people.
  const js = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4} \d{2}:\d{2}:\d{2} GMT[+-]\d{4}/.exec(text);
  if (js !== null) {
    const at = new Date(js[0]);
    if (Number.isNaN(at.getTime())) return text;
    const shown = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
    return `${shown} UTC`;
  }
  return text;
}
