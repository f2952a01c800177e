// The parts of a PGN4 record the engine does not keep: its tag pairs and its
// { comments }. Comments are tied to the position after a number of moves, found by
// walking the record's tokens alongside the engine's move list.

export type Tags = [name: string, value: string][];

export function parseTags(text: string): Tags {
  const tags: Tags = [];
  for (const m of text.matchAll(/^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/gm)) {
    tags.push([m[1] ?? '', (m[2] ?? '').replace(/\\(.)/g, '$1')]);
  }
  return tags;
}

export function tag(tags: Tags, name: string): string | undefined {
  return tags.find(([n]) => n === name)?.[1];
}

function movetext(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*\[/.test(line))
    .join('\n');
}

const norm = (move: string): string => move.replace(/[+#]+$/, '');
const SKIP = /^(\d+\.+|\.\.|\*|1-0|0-1|1\/2-1\/2)$/;

/** Comments by ply: the text shown once that many moves are played (0: before the first). */
export function extractComments(text: string, moveList: readonly string[]): Map<number, string> {
  const comments = new Map<number, string>();
  const body = movetext(text);
  let ply = 0;
  for (const m of body.matchAll(/\{([^}]*)\}?|[^\s{]+/g)) {
    const token = m[0];
    if (token.startsWith('{')) {
      const comment = (m[1] ?? '').replace(/\s+/g, ' ').trim();
      if (comment !== '') comments.set(ply, comments.has(ply) ? `${comments.get(ply)} ${comment}` : comment);
    } else if (!SKIP.test(token) && ply < moveList.length && norm(token) === norm(moveList[ply] ?? '')) {
      ply++;
    }
  }
  return comments;
}

const quote = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const commentText = (c: string): string => `{ ${c.replace(/[{}]/g, (x) => (x === '{' ? '(' : ')'))} }`;

/**
 * A record for export: the engine's PGN4 (authoritative tags and moves) with the source's
 * other tags in front and its comments put back after their moves.
 */
export function exportRecord(enginePgn4: string, sourceTags: Tags, comments: ReadonlyMap<number, string>): string {
  const engineTags = parseTags(enginePgn4);
  const engineNames = new Set(engineTags.map(([n]) => n));
  const tags = [...sourceTags.filter(([n]) => !engineNames.has(n)), ...engineTags];
  const lines = movetext(enginePgn4).trim().split('\n');
  let ply = 0;
  const first = comments.get(0);
  const moveLines = lines.map((line) =>
    line
      .trim()
      .split(/\s+/)
      .filter((t) => t !== '')
      .map((token) => {
        if (SKIP.test(token)) return token;
        ply++;
        const c = comments.get(ply);
        return c === undefined ? token : `${token} ${commentText(c)}`;
      })
      .join(' '),
  );
  const head = tags.map(([n, v]) => `[${n} "${quote(v)}"]`).join('\n');
  const body = [...(first === undefined ? [] : [commentText(first)]), ...moveLines].join('\n');
  return `${head}\n\n${body}\n`;
}
