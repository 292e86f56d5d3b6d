import { escapeHtml, type SafeHtml } from '../lib/html-text';

/**
 * A page whose content the server writes into the app shell (index.html), so that a search engine or a
 * reader without JavaScript gets the facts as HTML; the web app replaces the block when it starts.
 */
export type PrerenderedPage = {
  status: 200 | 404;
  /** Plain text: escaped here. */
  title: string;
  description: string;
  /** The page's own address (path and query) that search engines should index, or null for none. */
  canonicalPath: string | null;
  /** The content of #root, built with html`` so every text in it is escaped. */
  body: SafeHtml;
  /** Open Graph tags (og:title, og:description and og:url come from the fields above): shown when shared. */
  openGraph?: { type: 'website' | 'article'; image?: string | null; publishedTime?: string };
  /** A schema.org object written as JSON-LD (escaped so no text in it can close the script). */
  jsonLd?: Record<string, unknown>;
};

export type PrerenderedRoute = {
  path: string;
  render: (request: {
    params: Record<string, string>;
    query: Record<string, unknown>;
  }) => PrerenderedPage | Promise<PrerenderedPage>;
};

// Vite writes the shell as index.html has it: these are its title, description and empty root.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
const ROOT = /<div id="root"><\/div>/i;

/**
 * JSON that can sit inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes (so
 * `</script>` or `<!--` in a title cannot end or bend the element), and the two line separators JavaScript
 * once refused.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

function openGraphTags(page: PrerenderedPage, canonical: string | null): string {
  if (!page.openGraph) return '';
  const tags: Array<[string, string]> = [
    ['og:site_name', 'BotLens'],
    ['og:type', page.openGraph.type],
    ['og:title', page.title],
    ['og:description', page.description],
  ];
  if (canonical) tags.push(['og:url', canonical]);
  if (page.openGraph.image) tags.push(['og:image', page.openGraph.image]);
  if (page.openGraph.publishedTime) tags.push(['article:published_time', page.openGraph.publishedTime]);
  tags.push(['twitter:card', page.openGraph.image ? 'summary_large_image' : 'summary']);
  return tags
    .map(([property, content]) =>
      property.startsWith('twitter:')
        ? `<meta name="${property}" content="${escapeHtml(content)}" />`
        : `<meta property="${property}" content="${escapeHtml(content)}" />`,
    )
    .join('');
}

/**
 * The shell with the page's title, description, canonical address and content. Replacements are made with
 * functions: a replacement string would read `$&` or `$1` in a bot's name as a pattern.
 */
export function renderIntoShell(shell: string, page: PrerenderedPage, publicUrl: string): string {
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  const canonical = page.canonicalPath === null ? null : new URL(page.canonicalPath, publicUrl).href;
  const head = [
    canonical === null
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    openGraphTags(page, canonical),
    page.jsonLd ? `<script type="application/ld+json">${jsonLdText(page.jsonLd)}</script>` : '',
  ].join('');
  let out = TITLE.test(shell)
    ? shell.replace(TITLE, () => title)
    : shell.replace(/<head>/i, () => `<head>${title}`);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => description)
    : out.replace(/<\/title>/i, () => `</title>${description}`);
  out = out.replace(/<\/head>/i, () => `${head}</head>`);
  const root = `<div id="root">${page.body.value}</div>`;
  return ROOT.test(out) ? out.replace(ROOT, () => root) : `${out}${root}`;
}
