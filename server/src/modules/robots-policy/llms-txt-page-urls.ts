/**
 * Which of a sitemap's URLs an llms.txt is built from: pages of the site itself (the host it is served from,
 * with or without "www."), each once, the shallow ones first (a site's sections and main pages before the
 * thousandth blog post), in the sitemap's order otherwise, at most `max`.
 */
export function selectPageUrls(locs: readonly string[], origin: string, max: number): string[] {
  const site = siteHost(new URL(origin).host);
  const seen = new Set<string>();
  const pages: Array<{ url: string; depth: number; order: number }> = [];
  for (const loc of locs) {
    const url = pageUrl(loc);
    if (!url || siteHost(url.host) !== site || seen.has(url.href)) continue;
    seen.add(url.href);
    pages.push({ url: url.href, depth: pathDepth(url.pathname), order: pages.length });
  }
  // Array.prototype.sort is stable: equal depths keep the sitemap's order.
  return pages
    .sort((a, b) => a.depth - b.depth)
    .slice(0, max)
    .map((page) => page.url);
}

/**
 * A sitemap entry as an http(s) URL without its fragment; null for anything else. The protocol asks for
 * absolute URLs, and a relative one is as likely a mistake as a path.
 */
export function pageUrl(loc: string): URL | null {
  try {
    const url = new URL(loc.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

/** example.com and www.example.com are one site; the port counts (a local test site is host:port). */
export function siteHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** "/" is 0, "/about" 1, "/blog/post" 2; a trailing slash adds nothing. */
export function pathDepth(pathname: string): number {
  return pathname.split('/').filter((segment) => segment !== '').length;
}
