import { describe, expect, it } from 'vitest';
import { MAX_ISSUES_SHOWN, validateLlmsTxt } from './validate-llms-txt';

const GOOD = `# FastHTML

> FastHTML is a python library which brings together Starlette, Uvicorn, HTMX, and fastcore.

Important notes:

- Although parts of its API are inspired by FastAPI, it is *not* compatible with FastAPI syntax

## Docs

- [FastHTML quick start](https://fastht.ml/docs/tutorials/quickstart_for_web_devs.html.md): A brief overview
- [HTMX reference](/docs/htmx.md): All HTMX attributes

## Optional

- [Starlette full documentation](https://gist.githubusercontent.com/x/starlette-sml.md)
`;

const messages = (issues: Array<{ line: number; message: string }>) =>
  issues.map((i) => `${i.line}: ${i.message}`);

describe('llms.txt validation', () => {
  it('accepts a file that follows the proposal, CRLF and a BOM included', () => {
    expect(validateLlmsTxt(GOOD)).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      errorCount: 0,
      warningCount: 0,
    });
    expect(validateLlmsTxt(`\uFEFF${GOOD.replaceAll('\n', '\r\n')}`).valid).toBe(true);
    expect(validateLlmsTxt('# Just a title\n').errors).toEqual([]);
  });

  it('requires an H1 title first, and only one', () => {
    expect(messages(validateLlmsTxt('').errors)).toEqual([
      '1: The file is empty: it needs at least an H1 title',
    ]);
    expect(messages(validateLlmsTxt('Hello\n# Title').errors)).toEqual([
      '1: The file must begin with an H1 title: # Site or project name',
      '2: Only one H1 title is allowed',
    ]);
    expect(messages(validateLlmsTxt('## Docs\n- [a](/a)').errors)[0]).toMatch(/must begin with an H1/);
    expect(messages(validateLlmsTxt('# A\n\n# B').errors)).toEqual(['3: Only one H1 title is allowed']);
  });

  it('reports list items that are not links, bad URLs and headings out of place, with their lines', () => {
    const result = validateLlmsTxt(
      [
        '# Site',
        '### Too deep',
        '## Docs',
        '- just text',
        '- [](https://a.example)',
        '- [Script](javascript:alert(1))',
        '- [Broken](http://)',
        '- [Fine](docs/page.md): notes',
      ].join('\n'),
    );
    expect(result.valid).toBe(false);
    expect(messages(result.errors)).toEqual([
      '2: Only the H1 title may come before the first ## section; use paragraphs here',
      '4: A list item must be a link: - [name](url), optionally followed by : notes',
      '5: A link has no name: [name](url)',
      '6: The link "Script" must link to an http(s) URL',
      '7: The link "Broken" has a URL that cannot be read',
    ]);
  });

  it('warns about departures a reader survives', () => {
    const result = validateLlmsTxt(
      [
        '# Site',
        'Some details.',
        '> Late summary',
        '## Optional',
        '- [Old](https://a.example/old)',
        '## Docs',
        'Prose in a section',
        '### Sub',
        '## Docs',
        '```',
      ].join('\n'),
    );
    expect(result.valid).toBe(true);
    expect(messages(result.warnings)).toEqual([
      '3: The summary blockquote (>) should come right after the title',
      '4: The ## Optional section should be the last one',
      '6: Section "Docs" has no links',
      '7: Section "Docs" should hold only a list of links: - [name](url): notes',
      '8: Sub-headings inside a section are not part of the llms.txt format',
      '9: Section "Docs" appears more than once',
      '9: Section "Docs" has no links',
      '10: A code block (```) is never closed',
    ]);
    expect(messages(validateLlmsTxt('# Site\n\nNo sections.').warnings)).toEqual([
      '3: No ## sections with links: AI assistants find nothing to read further',
    ]);
  });

  it('does not read headings inside code blocks', () => {
    const result = validateLlmsTxt(
      '# Site\n\n```\n# not a title\n## not a section\n```\n\n## Docs\n- [A](/a)',
    );
    expect(result).toEqual({ valid: true, errors: [], warnings: [], errorCount: 0, warningCount: 0 });
  });

  it('reads a hostile 1 MB file in linear time', () => {
    const spaces = ' '.repeat(400_000);
    const text = `# ${spaces}x\n## ${'#'.repeat(200_000)}x\n- [a](${'('.repeat(200_000)}\n> ${spaces}\n`;
    const result = validateLlmsTxt(text);
    expect(result.errors.map((e) => e.line)).toEqual([3]);
  });

  it('checks 100k section names for repeats in linear time, and shows the first issues with a count of the rest', () => {
    const names = Array.from({ length: 100_000 }, (_, i) => i.toString(36));
    const text = `# T\n${names.map((name) => `## ${name}\n- [a](/a)\n`).join('')}## New section\n- [a](/a)\n## ${names[99_999]?.toUpperCase()}\n`;
    const result = validateLlmsTxt(text);
    expect(result.errors).toEqual([]);
    const lastLine = 1 + 2 * 100_001 + 1;
    expect(messages(result.warnings)).toEqual([
      `${lastLine}: Section "${names[99_999]?.toUpperCase()}" appears more than once`,
      `${lastLine}: Section "${names[99_999]?.toUpperCase()}" has no links`,
    ]);
    const empty = validateLlmsTxt(`# T\n${names.map((name) => `## ${name}\n`).join('')}`);
    expect(empty.warnings).toHaveLength(MAX_ISSUES_SHOWN + 1);
    expect(empty.warningCount).toBe(100_000);
    expect(empty.warnings[MAX_ISSUES_SHOWN]).toEqual({
      line: MAX_ISSUES_SHOWN + 2,
      message: `…and ${100_000 - MAX_ISSUES_SHOWN} more warnings from this line on`,
    });
  });
});
