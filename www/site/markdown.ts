// A small, safe Markdown renderer for the rules pages: headings, paragraphs, bullet and
// numbered lists, tables, **strong**, *emphasis*, `code`, [links](url) and fenced code
// blocks. The output is HTML in which every piece of source text is escaped; links keep
// only http(s), mailto, same-page (#) and relative URLs. Raw HTML in the source is shown
// as text. ```board blocks become <figure> placeholders that the page fills with a canvas.

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; align: ('left' | 'right' | 'center' | null)[]; rows: string[][] }
  | { kind: 'code'; info: string; text: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const FENCE = /^(```+|~~~+)\s*([\w-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): 'left' | 'right' | 'center' | null {
  const c = cell.trim();
  if (c.startsWith(':') && c.endsWith(':')) return 'center';
  if (c.endsWith(':')) return 'right';
  if (c.startsWith(':')) return 'left';
  return null;
}

/** Splits Markdown source into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const blank = (l: string | undefined): boolean => l === undefined || l.trim() === '';
  const startsBlock = (l: string, next: string | undefined): boolean =>
    FENCE.test(l) || HEADING.test(l) || BULLET.test(l) || NUMBERED.test(l) || (l.includes('|') && next !== undefined && TABLE_RULE.test(next));

  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (blank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(marker)) body.push(lines[i++] ?? '');
      i++; // the closing fence (or the end)
      blocks.push({ kind: 'code', info: fence[2] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: (heading[1] ?? '#').length, text: heading[2] ?? '' });
      i++;
      continue;
    }
    if (line.includes('|') && TABLE_RULE.test(lines[i + 1] ?? '')) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1] ?? '').map(alignOf);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !blank(lines[i]) && (lines[i] ?? '').includes('|')) rows.push(splitRow(lines[i++] ?? ''));
      blocks.push({ kind: 'table', header, align, rows });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const l = lines[i] ?? '';
        const item = pattern.exec(l);
        if (item) {
          items.push(item[1] ?? '');
        } else if (!blank(l) && /^\s+\S/.test(l) && items.length > 0) {
          items[items.length - 1] += ` ${l.trim()}`; // continuation line
        } else {
          break;
        }
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length && !blank(lines[i]) && (text.length === 0 || !startsBlock(lines[i] ?? '', lines[i + 1]))) {
      text.push((lines[i] ?? '').trim());
      i++;
    }
    blocks.push({ kind: 'paragraph', text: text.join(' ') });
  }
  return blocks;
}

/** A URL a link may point to, or null: http(s), mailto, #fragments and relative paths. */
export function safeUrl(url: string): string | null {
  const u = url.trim();
  if (/^(https?:|mailto:)/i.test(u)) return u;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith('//')) return null; // javascript:, data:, other schemes
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(u)) return null;
  return u;
}

/** Inline Markdown to escaped HTML. */
export function renderInline(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^`([^`]+)`/.exec(rest))) {
      out += `<code>${escapeHtml(m[1] ?? '')}</code>`;
    } else if ((m = /^\*\*(?=\S)([\s\S]*?\S)\*\*/.exec(rest)) || (m = /^__(?=\S)([\s\S]*?\S)__/.exec(rest))) {
      out += `<strong>${renderInline(m[1] ?? '')}</strong>`;
    } else if ((m = /^\*(?=[^\s*])([^*]*?[^\s*])\*/.exec(rest)) || (m = /^_(?=[^\s_])([^_]*?[^\s_])_(?![A-Za-z0-9])/.exec(rest))) {
      out += `<em>${renderInline(m[1] ?? '')}</em>`;
    } else if ((m = /^\[([^\]]+)\]\(([^)\s]*)\)/.exec(rest))) {
      const url = safeUrl(m[2] ?? '');
      const label = renderInline(m[1] ?? '');
      out += url === null ? label : `<a href="${escapeHtml(url)}">${label}</a>`;
    } else if ((m = /^\\([\\`*_[\]()#+\-.!|])/.exec(rest))) {
      out += escapeHtml(m[1] ?? '');
    } else {
      // Plain text up to the next character that may start markup (at least one character).
      m = /^[\s\S][^`*_[\\]*/.exec(rest);
      out += escapeHtml(m?.[0] ?? rest);
    }
    i += m?.[0].length ?? rest.length;
  }
  return out;
}

export interface RenderHooks {
  /** HTML for a fenced block with this info string (e.g. `board`), or undefined for a plain code block. */
  fence?: (info: string, text: string, index: number) => string | undefined;
}

/** Blocks to escaped HTML. */
export function renderBlocks(blocks: readonly Block[], hooks: RenderHooks = {}): string {
  const out: string[] = [];
  blocks.forEach((b, index) => {
    switch (b.kind) {
      case 'heading':
        out.push(`<h${b.level}>${renderInline(b.text)}</h${b.level}>`);
        break;
      case 'paragraph':
        out.push(`<p>${renderInline(b.text)}</p>`);
        break;
      case 'list': {
        const tag = b.ordered ? 'ol' : 'ul';
        out.push(`<${tag}>${b.items.map((it) => `<li>${renderInline(it)}</li>`).join('')}</${tag}>`);
        break;
      }
      case 'table': {
        const cell = (tag: string, text: string, col: number): string => {
          const a = b.align[col];
          return `<${tag}${a ? ` class="align-${a}"` : ''}>${renderInline(text)}</${tag}>`;
        };
        const head = `<thead><tr>${b.header.map((h, c) => cell('th', h, c)).join('')}</tr></thead>`;
        const body = `<tbody>${b.rows.map((r) => `<tr>${b.header.map((_, c) => cell('td', r[c] ?? '', c)).join('')}</tr>`).join('')}</tbody>`;
        out.push(`<div class="table-wrap"><table>${head}${body}</table></div>`);
        break;
      }
      case 'code': {
        const custom = hooks.fence?.(b.info, b.text, index);
        out.push(custom ?? `<pre><code>${escapeHtml(b.text)}</code></pre>`);
        break;
      }
    }
  });
  return out.join('\n');
}

export function renderMarkdown(source: string, hooks: RenderHooks = {}): string {
  return renderBlocks(parseMarkdown(source), hooks);
}
