import { describe, expect, it } from 'vitest';
import { escapeHtml, parseMarkdown, renderInline, renderMarkdown, safeUrl } from './markdown';

describe('markdown', () => {
  it('renders headings, paragraphs, lists with continuation lines and tables', () => {
    const html = renderMarkdown(
      '# Title\n\nOne line\nand the next.\n\n## Part\n\n- first item\n  goes on\n- second\n\n1. one\n2. two\n\n| a | b |\n|---|--:|\n| x | y |\n',
    );
    expect(html).toBe(
      [
        '<h1>Title</h1>',
        '<p>One line and the next.</p>',
        '<h2>Part</h2>',
        '<ul><li>first item goes on</li><li>second</li></ul>',
        '<ol><li>one</li><li>two</li></ol>',
        '<div class="table-wrap"><table><thead><tr><th>a</th><th class="align-right">b</th></tr></thead><tbody><tr><td>x</td><td class="align-right">y</td></tr></tbody></table></div>',
      ].join('\n'),
    );
  });

  it('renders emphasis, code and links', () => {
    expect(renderInline('**bold** and *it* and _it_ and `c<d>`')).toBe('<strong>bold</strong> and <em>it</em> and <em>it</em> and <code>c&lt;d&gt;</code>');
    expect(renderInline('[site](https://example.org/a?b=1&c=2)')).toBe('<a href="https://example.org/a?b=1&amp;c=2">site</a>');
    expect(renderInline('snake_case_name stays')).toBe('snake_case_name stays');
    expect(renderInline('2 * 3 * 4')).toBe('2 * 3 * 4');
  });

  it('escapes every piece of source text, raw HTML included', () => {
    const html = renderMarkdown('# <script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> & "q" \'s\'\n\n| <b> |\n|---|\n| <i> |');
    expect(html).not.toMatch(/<(script|img|b|i)[\s>]/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;q&quot; &#39;s&#39;');
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('drops links with unsafe schemes and keeps their text', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/']) {
      expect(safeUrl(url)).toBeNull();
      const html = renderInline(`[click](${url})`);
      expect(html).not.toContain('<a');
      expect(html.startsWith('click')).toBe(true);
    }
    expect(renderInline('[x](a"onmouseover=alert(1))')).not.toContain('" onmouseover');
    expect(safeUrl('./rules.html?page=teams')).toBe('./rules.html?page=teams');
    expect(safeUrl('#part')).toBe('#part');
  });

  it('hands fenced blocks to a hook and shows other code escaped', () => {
    const src = '```board\nvariant: verney\nfen: start\n```\n\n```\n<b>code</b>\n```';
    expect(parseMarkdown(src)[0]).toEqual({ kind: 'code', info: 'board', text: 'variant: verney\nfen: start' });
    const html = renderMarkdown(src, { fence: (info, text, i) => (info === 'board' ? `<figure data-i="${i}">${escapeHtml(text)}</figure>` : undefined) });
    expect(html).toBe('<figure data-i="0">variant: verney\nfen: start</figure>\n<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>');
  });
});
