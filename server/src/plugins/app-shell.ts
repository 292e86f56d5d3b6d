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
};

export type PrerenderedRoute = {
  path: string;
  render: (request: { params: Record<string, string>; query: Record<string, unknown> }) => PrerenderedPage;
};

// Vite writes the shell as index.html has it: these are its title, description and empty root.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
const ROOT = /<div id="root"><\/div>/i;

/**
 * The shell with the page's title, description, canonical address and content. Replacements are made with
 * functions: a replacement string would read `$&` or `$1` in a bot's name as a pattern.
 */
export function renderIntoShell(shell: string, page: PrerenderedPage, publicUrl: string): string {
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  const head = [
    page.canonicalPath === null
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(new URL(page.canonicalPath, publicUrl).href)}" />`,
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
