import { describe, expect, it } from 'vitest';
import { validateLlmsTxt } from '../seo-tools/validate-llms-txt';
import { buildLlmsTxt, groupIntoSections, linkText } from './llms-txt-build';

describe('buildLlmsTxt', () => {
  it('writes the llmstxt.org format: title, summary, sections by first path segment, link lines', () => {
    const text = buildLlmsTxt({
      siteName: 'Example',
      summary: 'What Example does.',
      pages: [
        { url: 'https://example.com/', title: 'Home', description: 'Start here' },
        { url: 'https://example.com/about', title: 'About', description: null },
        { url: 'https://example.com/blog', title: 'Blog', description: 'All posts' },
        { url: 'https://example.com/docs/install', title: 'Install', description: 'How to install' },
        { url: 'https://example.com/blog/first', title: 'First post', description: null },
        { url: 'https://example.com/docs/api-reference', title: null, description: null },
        { url: 'https://example.com/lonely/page', title: 'Lonely', description: null },
      ],
    });
    expect(text).toBe(
      [
        '# Example',
        '',
        '> What Example does.',
        '',
        '## Pages',
        '',
        '- [Home](https://example.com/): Start here',
        '- [About](https://example.com/about)',
        '- [Lonely](https://example.com/lonely/page)',
        '',
        '## Blog',
        '',
        '- [Blog](https://example.com/blog): All posts',
        '- [First post](https://example.com/blog/first)',
        '',
        '## Docs',
        '',
        '- [Install](https://example.com/docs/install): How to install',
        '- [/docs/api-reference](https://example.com/docs/api-reference)',
        '',
      ].join('\n'),
    );
    expect(validateLlmsTxt(text)).toMatchObject({ valid: true, errorCount: 0, warningCount: 0 });
  });

  it('keeps hostile titles and descriptions from breaking the file, and the file valid', () => {
    const hostile = [
      'a] (https://evil.example) [b',
      '## Heading\n# Another H1',
      '<script>alert(1)</script>',
      '`code` *em* _u_ \\ | > quote',
      ']]]][[[[',
      '',
    ];
    const text = buildLlmsTxt({
      siteName: '## Not a section ###',
      summary: 'line\n# one [link](javascript:x)',
      pages: hostile.map((title, i) => ({
        url: `https://example.com/p/${i}?q=(a b)"'`,
        title,
        description: `${title} [click](javascript:alert(1))`,
      })),
    });
    const validation = validateLlmsTxt(text);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    const lines = text.split('\n');
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## P']);
    expect(lines.filter((line) => line.startsWith('- ['))).toHaveLength(hostile.length);
    // No link of the page's own: every "[" in a description is escaped.
    expect(text).not.toMatch(/[^\\]\[click\]/);
    expect(text).not.toContain('<script>');
  });

  it('names sections from folder names, never "Optional" (llms.txt skippable section)', () => {
    const pages = [
      'optional/a',
      'optional/b',
      'api-reference/x',
      'api-reference/y',
      'caf%C3%A9/1',
      'caf%C3%A9/2',
    ].map((path) => ({ url: `https://example.com/${path}`, title: 'T', description: null }));
    expect(groupIntoSections(pages).map((section) => section.name)).toEqual([
      'Optional pages',
      'Api reference',
      'Café',
    ]);
  });

  it('falls back to a title for a site without one, and a summary line only when there is one', () => {
    const text = buildLlmsTxt({ siteName: '', summary: null, pages: [] });
    expect(text).toBe('# Website\n');
    expect(validateLlmsTxt(text).valid).toBe(true);
  });

  it('turns brackets of a link name into parentheses, which no reader mistakes for the end of the link', () => {
    expect(linkText('[a] b')).toBe('(a) b');
    expect(linkText('   ')).toBe('Untitled');
  });
});
