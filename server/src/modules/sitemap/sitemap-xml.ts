import { escapeHtml } from '../../lib/html-text';

export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * A sitemap (sitemaps.org 0.9) of this site's public pages. Every address is made absolute from the public
 * URL and escaped as XML text (a slug is [a-z0-9-], but the escape does not rely on it).
 */
export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, publicUrl).href)}</loc>`;
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
