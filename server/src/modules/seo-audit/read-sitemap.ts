import { Parser } from 'htmlparser2';

export type SitemapSummary = {
  /** 'urlset' (pages) or 'sitemapindex' (more sitemaps); null when the document is neither. */
  kind: 'urlset' | 'sitemapindex' | null;
  /** <loc> entries: pages of a urlset, sitemaps of an index. */
  entries: number;
};

/**
 * Counts the entries of a sitemap (sitemaps.org protocol) in one streaming pass: no tree is built, so a
 * 10 MB sitemap costs its text and a counter. Anything that is not a urlset or sitemapindex (an HTML error
 * page served as sitemap.xml, say) has kind null.
 */
export function readSitemap(xml: string): SitemapSummary {
  let kind: SitemapSummary['kind'] = null;
  let depth = 0;
  let entries = 0;
  let inEntry = false;
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.replace(/^.*:/, '').toLowerCase();
        depth++;
        if (depth === 1) kind = local === 'urlset' || local === 'sitemapindex' ? local : null;
        if (kind === null) return;
        if (depth === 2 && (local === 'url' || local === 'sitemap')) inEntry = true;
        if (depth === 3 && inEntry && local === 'loc') entries++;
      },
      onclosetag() {
        if (depth === 2) inEntry = false;
        depth--;
      },
    },
    { xmlMode: true },
  );
  parser.write(xml);
  parser.end();
  return { kind, entries: kind === null ? 0 : entries };
}
