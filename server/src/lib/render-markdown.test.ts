import { describe, expect, it } from 'vitest';
import {
  renderArticleMarkdown,
  renderContentMarkdown,
  renderMarkdown,
  sanitizeArticleHtml,
} from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables, code and links', () => {
    const html = renderMarkdown(
      '# Title\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```sh\nnpm start\n```\n\n[doc](?doc=collect-api) [site](https://example.com)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<pre><code>npm start\n</code></pre>');
    expect(html).toContain('<a href="?doc=collect-api">doc</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('drops scripts, event handlers, frames, styles and dangerous links', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<p onclick="alert(1)" style="color:red">text</p>',
        '[click](javascript:alert(1))',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<a href="//evil.example">protocol-relative</a>',
        '<xmp><script>alert(1)</script></xmp>',
        '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
      ].join('\n\n'),
    );
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      '<iframe',
      '<style',
      'javascript:',
      'data:',
      '//evil',
      '<img',
      '<form',
      'formaction',
      'style=',
      '<xmp',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('<p>text</p>');
  });
});

/** Markup every allow-list must take apart, and what must not survive it. */
const HOSTILE_COMMON = [
  '<script>alert(1)</script>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<p onclick="alert(3)" style="color:red">styled</p>',
  '[js](javascript:alert(4)) [data](data:text/html,hi) <a href="JaVaScRiPt:alert(5)">x</a>',
  '<svg><script>alert(6)</script></svg> <object data="x"></object> <form action="/"><input></form>',
  '<a href="//evil.example/x">proto</a> <a href="vbscript:msgbox">vb</a>',
];
const BANNED_COMMON = [
  '<script',
  'onerror',
  'onclick',
  '<iframe',
  '<style',
  'style=',
  'javascript:',
  'data:',
  'vbscript',
  '//evil.example',
  '<svg',
  '<object',
  '<form',
  '<input',
];
function expectNoneOf(html: string, banned: readonly string[]) {
  for (const fragment of banned) expect(html.toLowerCase()).not.toContain(fragment.toLowerCase());
}

describe('renderContentMarkdown (the admin content blocks)', () => {
  it('comes out clean from hostile Markdown', () => {
    const hostile = [...HOSTILE_COMMON, '<img src=x onerror="alert(2)">', '[plain](http://example.com)'];
    const html = renderContentMarkdown(hostile.join('\n\n'));
    expectNoneOf(html, [...BANNED_COMMON, 'http://example.com', '<img']);
    expect(html).toContain('<p>styled</p>');
  });

  it('keeps https links with rel="noopener nofollow", mailto and site paths', () => {
    const html = renderContentMarkdown(
      '[a](https://example.com "Example") [b](mailto:hi@example.com) [c](/pricing)',
    );
    expect(html).toContain('<a href="https://example.com" title="Example" rel="noopener nofollow">a</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">b</a>');
    expect(html).toContain('<a href="/pricing">c</a>');
  });
});

describe('renderArticleMarkdown and sanitizeArticleHtml (the blog)', () => {
  it('comes out clean from hostile Markdown and HTML', () => {
    const hostile = [
      ...HOSTILE_COMMON,
      '<img src="https://cdn.example/x.png" onerror="alert(2)">',
      '<img src="javascript:alert(7)"> <img src="http://plain.example/a.png"> <img src="data:image/png;base64,AAAA">',
    ];
    const html = renderArticleMarkdown(hostile.join('\n\n'));
    expectNoneOf(html, [...BANNED_COMMON, 'http://plain.example']);
    expect(html).toContain('<p>styled</p>');
    expect(html).toContain('<img src="https://cdn.example/x.png" loading="lazy" />');
  });

  it('keeps outside links with rel="noopener nofollow" and site paths as they are', () => {
    const html = renderArticleMarkdown('[a](https://example.com "Ex") [b](http://example.org) [c](/pricing)');
    expect(html).toContain(
      '<a href="https://example.com/" title="Ex" rel="noopener nofollow" target="_blank">a</a>',
    );
    expect(html).toContain('<a href="http://example.org/" rel="noopener nofollow" target="_blank">b</a>');
    expect(html).toContain('<a href="/pricing">c</a>');
  });

  it("resolves a feed item's relative links and images against its own address", () => {
    const html = sanitizeArticleHtml(
      '<p><a href="/post/2">next</a> <img src="img/a.png" alt="A" width="40" height="x"></p>',
      'https://news.example/post/1',
    );
    expect(html).toBe(
      '<p><a href="https://news.example/post/2" rel="noopener nofollow" target="_blank">next</a> <img src="https://news.example/post/img/a.png" loading="lazy" alt="A" width="40" /></p>',
    );
  });
});

describe('Markdown the renderer cannot take', () => {
  it('is a 400 naming the Markdown, not a server error', () => {
    // Thousands of nested emphasis marks overflow marked's stack (line prefixes are the contracts' guard).
    const nested = `${'*'.repeat(30_000)}a${'*'.repeat(30_000)}`;
    expect(() => renderArticleMarkdown(nested)).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'markdown' }),
    );
  });
});
