import { Parser } from 'htmlparser2';

export type SitemapSummary = {
  /** 'urlset' (pages) or 'sitemapindex' (more sitemaps); null when the document is neither. */
  kind: 'urlset' | 'sitemapindex' | null;
  /** <loc> entries: pages of a urlset, sitemaps of an index. */
  entries: number;
};

export type SitemapLocs = {
  kind: SitemapSummary['kind'];
  /** The <loc> texts in document order, trimmed, at most `maxLocs` of them (each cut at MAX_LOC_CHARS). */
  locs: string[];
};

/** Longer than any URL a crawler keeps (browsers and sitemaps.org stop near 2,048). */
const MAX_LOC_CHARS = 4096;

/**
 * One streaming pass over a sitemap (sitemaps.org protocol): no tree is built, so a 10 MB sitemap costs its
 * text and a counter. `onLoc`, when given, receives each entry's <loc> text.
 */
function walkSitemap(xml: string, onLoc?: (loc: string) => void): SitemapSummary {
  let kind: SitemapSummary['kind'] = null;
  let depth = 0;
  let entries = 0;
  let inEntry = false;
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const local = name.replace(/^.*:/, '').toLowerCase();
        depth++;
        if (depth === 1) kind = local === 'urlset' || local === 'sitemapindex' ? local : null;
        if (kind === null) return;
        if (depth === 2 && (local === 'url' || local === 'sitemap')) inEntry = true;
        if (depth === 3 && inEntry && local === 'loc') {
          entries++;
          loc = '';
        }
      },
      ontext(text) {
        if (loc !== null && loc.length < MAX_LOC_CHARS) loc += text.slice(0, MAX_LOC_CHARS - loc.length);
      },
      onclosetag() {
        if (depth === 3 && loc !== null) {
          onLoc?.(loc.trim());
          loc = null;
        }
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

/**
 * Counts the entries of a sitemap. Anything that is not a urlset or sitemapindex (an HTML error page served
 * as sitemap.xml, say) has kind null.
 */
export function readSitemap(xml: string): SitemapSummary {
  return walkSitemap(xml);
}

/** The <loc> of each entry of a sitemap: page URLs of a urlset, sitemap URLs of an index, as written. */
export function readSitemapLocs(xml: string, maxLocs: number): SitemapLocs {
  const locs: string[] = [];
  const { kind } = walkSitemap(xml, (loc) => {
    if (locs.length < maxLocs && loc !== '') locs.push(loc);
  });
  return { kind, locs: kind === null ? [] : locs };
}
