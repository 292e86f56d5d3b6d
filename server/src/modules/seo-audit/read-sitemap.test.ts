import { describe, expect, it } from 'vitest';
import { readSitemap } from './read-sitemap';

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
