import { describe, expect, it } from 'vitest';
import {
  cleanText,
  MAX_DESCRIPTION_CHARS,
  MAX_PARSED_CHARS,
  MAX_TITLE_CHARS,
  readPageSummary,
} from './llms-txt-page-facts';

describe('readPageSummary', () => {
  it('prefers og:title, then <title>, then the first <h1>; meta description, then og:description', () => {
    const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}</body></html>`;
    expect(
      readPageSummary(
        page(
          '<title>Doc | Site</title><meta property="og:title" content="Doc"><meta name="description" content="What it is">' +
            '<meta property="og:description" content="Other"><meta property="og:site_name" content="Site">',
        ),
      ),
    ).toEqual({ title: 'Doc', description: 'What it is', siteName: 'Site' });
    expect(readPageSummary(page('<title>Only title</title>', '<h1>Heading</h1>')).title).toBe('Only title');
    expect(readPageSummary(page('', '<h1>The <em>heading</em></h1>'))).toEqual({
      title: 'The heading',
      description: null,
      siteName: null,
    });
    expect(readPageSummary(page('<meta property="og:description" content="Shared">')).description).toBe(
      'Shared',
    );
  });

  it('reads a hostile title as plain text: no markup, no control characters, white space collapsed', () => {
    const summary = readPageSummary(
      '<title>  Buy <script>alert(1)</script> now\u0000\u202e \n\t[x](javascript:alert(1)) &lt;b&gt;bold&lt;/b&gt; </title>' +
        '<meta name="description" content="line one\nline two\u0007 <img src=x onerror=alert(1)>">',
    );
    expect(summary.title).toBe('Buy alert(1) now [x](javascript:alert(1)) bold');
    expect(summary.description).toBe('line one line two');
  });

  it('ignores script and style text when looking for a heading', () => {
    expect(readPageSummary('<body><script>var h1 = "<h1>no</h1>"</script><h1>Yes</h1></body>').title).toBe(
      'Yes',
    );
  });

  it('cuts long texts, and does not carry a huge one around', () => {
    const long = 'word '.repeat(10_000);
    const summary = readPageSummary(`<title>${long}</title><meta name="description" content="${long}">`);
    expect(summary.title?.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(summary.title?.endsWith('…')).toBe(true);
    expect(summary.description?.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
  });

  it('gives nulls for a page that says nothing, or is not HTML at all', () => {
    expect(readPageSummary('')).toEqual({ title: null, description: null, siteName: null });
    expect(readPageSummary('\u0000\u0001<<<>>>').title).toBeNull();
    expect(readPageSummary('<title>   </title>').title).toBeNull();
  });

  it('keeps a less-than sign that starts no tag', () => {
    expect(cleanText('Prices < 5 euros')).toBe('Prices < 5 euros');
  });

  it('reads no further than the first MAX_PARSED_CHARS characters of a page', () => {
    const filler = '<div class="x">'.repeat(Math.ceil(MAX_PARSED_CHARS / 15));
    expect(readPageSummary(`<body>${filler}<h1>Too late</h1></body>`).title).toBeNull();
    expect(readPageSummary(`<head><title>In time</title></head><body>${filler}</body>`).title).toBe(
      'In time',
    );
  });
});
