import { describe, expect, it } from 'vitest';
import { renderContentMarkdown, renderMarkdown } from './render-markdown';

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

describe('renderContentMarkdown (the admin content blocks)', () => {
  it('comes out clean from hostile Markdown', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<p onclick="alert(3)" style="color:red">styled</p>',
      '[js](javascript:alert(4)) [data](data:text/html,hi) [plain](http://example.com)',
      '[vb](vbscript:msgbox) [proto](//evil.example/x) <a href="JaVaScRiPt:alert(5)">x</a>',
      '<svg><script>alert(6)</script></svg> <object data="x"></object> <form action="/"><input></form>',
    ].join('\n\n');
    const html = renderContentMarkdown(hostile);
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      '<iframe',
      '<style',
      'style=',
      'javascript:',
      'data:',
      'vbscript',
      'http://example.com',
      '//evil.example',
      '<img',
      '<svg',
      '<object',
      '<form',
      '<input',
    ]) {
      expect(html.toLowerCase()).not.toContain(banned.toLowerCase());
    }
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
