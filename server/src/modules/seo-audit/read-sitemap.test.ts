import { describe, expect, it } from 'vitest';
import { readSitemap, readSitemapLocs } from './read-sitemap';

describe('readSitemap', () => {
  it('counts the pages of a urlset', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc><lastmod>2026-01-01</lastmod></url>
  <url><loc>https://example.com/a</loc></url>
  <url><loc>https://example.com/b</loc><image:image><image:loc>https://example.com/i.png</image:loc></image:image></url>
</urlset>`;
    expect(readSitemap(xml)).toEqual({ kind: 'urlset', entries: 3 });
  });

  it('counts the sitemaps of an index', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://example.com/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml</loc></sitemap>
</sitemapindex>`;
    expect(readSitemap(xml)).toEqual({ kind: 'sitemapindex', entries: 2 });
  });

  it('does not take an HTML page or garbage for a sitemap', () => {
    expect(readSitemap('<!doctype html><html><body><loc>x</loc></body></html>')).toEqual({
      kind: null,
      entries: 0,
    });
    expect(readSitemap('\u0000\u0001 not xml at all <<<')).toEqual({ kind: null, entries: 0 });
    expect(readSitemap('')).toEqual({ kind: null, entries: 0 });
  });

  it('reads a truncated sitemap as far as it goes', () => {
    const xml = `<urlset>${'<url><loc>https://example.com/p</loc></url>'.repeat(50)}<url><loc>https://exa`;
    expect(readSitemap(xml)).toEqual({ kind: 'urlset', entries: 51 });
  });
});

describe('readSitemapLocs', () => {
  it("gives each entry's loc in order, trimmed, never an image's, up to the limit", () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc>
    https://example.com/</loc></url>
  <url><loc>https://example.com/a?x=1&amp;y=2</loc><image:image><image:loc>https://example.com/i.png</image:loc></image:image></url>
  <url><loc>https://example.com/b</loc></url>
</urlset>`;
    expect(readSitemapLocs(xml, 10)).toEqual({
      kind: 'urlset',
      locs: ['https://example.com/', 'https://example.com/a?x=1&y=2', 'https://example.com/b'],
    });
    expect(readSitemapLocs(xml, 2).locs).toHaveLength(2);
  });

  it("gives an index's sitemaps, and nothing of a page that is not a sitemap", () => {
    const xml =
      '<sitemapindex><sitemap><loc>/s1.xml</loc></sitemap><sitemap><loc></loc></sitemap></sitemapindex>';
    expect(readSitemapLocs(xml, 10)).toEqual({ kind: 'sitemapindex', locs: ['/s1.xml'] });
    expect(readSitemapLocs('<html><body><url><loc>https://x.example/</loc></url></body></html>', 10)).toEqual(
      {
        kind: null,
        locs: [],
      },
    );
  });
});
