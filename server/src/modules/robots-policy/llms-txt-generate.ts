import { MAX_LLMS_TXT_PAGES } from '@botlens/contracts';
import { SafeFetchError, type SafeFetcher, type SafeFetchResult } from '../../lib/safe-fetch';
import { DOCUMENT_LIMITS, declaredSitemaps, isRealDocument } from '../seo-audit/fetch-site-documents';
import { readSitemapLocs } from '../seo-audit/read-sitemap';
import { buildLlmsTxt, type LlmsTxtPage } from './llms-txt-build';
import type { SkippedPage } from './llms-txt-generations.queries';
import { type PageSummary, readPageSummary } from './llms-txt-page-facts';
import { pageUrl, selectPageUrls, siteHost } from './llms-txt-page-urls';

/** How far sitemap indexes are followed: an index, the indexes it names, and their sitemaps. */
export const MAX_SITEMAP_DEPTH = 2;
export const MAX_SITEMAP_FILES = 20;
/** Page URLs kept from all sitemaps together before choosing: enough to prefer the shallow ones. */
const MAX_SITEMAP_LOCS = 50_000;
/** Pages read at once: quick for the person waiting, light on the site. */
export const PAGE_CONCURRENCY = 4;
/** What is read of a page: its head (title, description) is near the start; the rest is cut off. */
export const PAGE_MAX_BYTES = 128 * 1024;
/**
 * The whole generation within this time, so that a slow site cannot hold it longer than the time after
 * which a 'running' generation counts as abandoned (llms-txt-runs.ts).
 */
export const GENERATION_BUDGET_MS = 5 * 60_000;

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const XML_ACCEPT = 'application/xml,text/xml;q=0.9,*/*;q=0.5';

/** Why a generation ended without a file, for the person who asked; with the pages skipped on the way. */
export class LlmsTxtGenerationError extends Error {
  constructor(
    message: string,
    readonly skipped: SkippedPage[] = [],
    readonly pagesTotal = 0,
  ) {
    super(message);
    this.name = 'LlmsTxtGenerationError';
  }
}

export type GenerationResult = { llmsTxt: string; pagesTotal: number; skipped: SkippedPage[] };

type Options = {
  fetchPage: SafeFetcher;
  domain: string;
  /** Ends the generation early (the server shutting down). */
  signal: AbortSignal;
  /** Called as the pages are read: how many were chosen, how many are done (read or skipped). */
  onProgress: (progress: { pagesTotal: number; pagesDone: number }) => void;
  budgetMs?: number;
};

/**
 * An llms.txt from a website's sitemap, every request through the guarded fetcher: the home page (https,
 * then http) names the site, robots.txt's Sitemap lines (else /sitemap.xml) give the sitemaps, whose
 * indexes are followed within bounds, then up to MAX_LLMS_TXT_PAGES pages of the site are read, a few at a
 * time, for their titles and descriptions. Pages that cannot be read are skipped with the reason.
 */
export async function generateLlmsTxt(options: Options): Promise<GenerationResult> {
  const budgetMs = options.budgetMs ?? GENERATION_BUDGET_MS;
  const outOfTime = new SafeFetchError(
    'timeout',
    `not read: the generation's ${budgetMs / 60_000} minute budget ran out`,
  );
  const budget = AbortSignal.any([options.signal, AbortSignal.timeout(budgetMs)]);
  const fetchPage: SafeFetcher = (url, fetchOptions) => {
    if (budget.aborted) return Promise.reject(outOfTime);
    return options.fetchPage(url, { ...fetchOptions, signal: budget }).catch((error: unknown) => {
      if (options.signal.aborted) throw options.signal.reason ?? error;
      throw budget.aborted ? outOfTime : error;
    });
  };

  const home = await fetchHome(fetchPage, options.domain);
  const origin = new URL(home.url).origin;
  const skipped: SkippedPage[] = [];
  const pageLocs = await readSitemaps(fetchPage, origin, skipped);
  const urls = selectPageUrls(pageLocs, origin, MAX_LLMS_TXT_PAGES);
  if (urls.length === 0) {
    throw new LlmsTxtGenerationError(`The sitemap lists no pages of ${new URL(origin).host}`, skipped);
  }

  let pagesDone = 0;
  options.onProgress({ pagesTotal: urls.length, pagesDone });
  const homeSummary = isHtmlPage(home) ? readPageSummary(home.body) : null;
  const pages: Array<LlmsTxtPage | null> = new Array(urls.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index] as string;
      const read =
        homeSummary && (url === home.url || url === home.requested)
          ? { summary: homeSummary, url: home.url }
          : await readPage(fetchPage, url, origin);
      if ('reason' in read) skipped.push({ url, reason: read.reason });
      else pages[index] = { url: read.url, title: read.summary.title, description: read.summary.description };
      pagesDone++;
      options.onProgress({ pagesTotal: urls.length, pagesDone });
    }
  };
  // Every worker ends before the generation does: none is left fetching or reporting progress after it.
  const ended = await Promise.allSettled(Array.from({ length: PAGE_CONCURRENCY }, worker));
  if (options.signal.aborted) throw options.signal.reason;
  const failure = ended.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;

  const readPages = pages.filter((page): page is LlmsTxtPage => page !== null);
  if (readPages.length === 0) {
    throw new LlmsTxtGenerationError(
      `None of the ${urls.length} pages the sitemap lists could be read`,
      skipped,
      urls.length,
    );
  }
  const llmsTxt = buildLlmsTxt({
    siteName: homeSummary?.siteName ?? homeSummary?.title ?? new URL(origin).host,
    summary: homeSummary?.description ?? null,
    pages: dedupeRedirected(readPages),
  });
  return { llmsTxt, pagesTotal: urls.length, skipped };
}

type Home = SafeFetchResult & { requested: string };

/** The home page, https first then http, as the audit reads it: it names the site and its origin. */
async function fetchHome(fetchPage: SafeFetcher, domain: string): Promise<Home> {
  const options = { maxBytes: PAGE_MAX_BYTES, whenTooLarge: 'truncate' as const, accept: HTML_ACCEPT };
  let firstError: SafeFetchError | null = null;
  for (const requested of [`https://${domain}/`, `http://${domain}/`]) {
    try {
      return { ...(await fetchPage(requested, options)), requested };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // When https is simply not offered, the http answer explains more.
      if (!firstError || firstError.reason === 'refused' || firstError.reason === 'network')
        firstError = error;
      if (error.reason === 'timeout' && error.message.startsWith('not read')) break;
    }
  }
  throw new LlmsTxtGenerationError(`The site could not be read: ${firstError?.message ?? 'no answer'}`);
}

/**
 * The page URLs of the site's sitemaps: those robots.txt names, else /sitemap.xml; an index's sitemaps
 * followed down to MAX_SITEMAP_DEPTH, at most MAX_SITEMAP_FILES files in all. Sitemaps that cannot be read
 * are listed in `skipped`. Fails when no sitemap at all could be read.
 */
async function readSitemaps(
  fetchPage: SafeFetcher,
  origin: string,
  skipped: SkippedPage[],
): Promise<string[]> {
  let robots: SafeFetchResult | null = null;
  try {
    robots = await fetchPage(`${origin}/robots.txt`, {
      maxBytes: DOCUMENT_LIMITS.robots,
      whenTooLarge: 'truncate',
      accept: 'text/plain,*/*;q=0.5',
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
  }
  const declared = robots && isRealDocument(robots) ? declaredSitemaps(robots.body, origin) : [];
  const site = siteHost(new URL(origin).host);
  const queue = (declared.length > 0 ? declared : [`${origin}/sitemap.xml`]).map((url) => ({
    url,
    depth: 0,
  }));
  const seen = new Set(queue.map((entry) => entry.url));
  const pageLocs: string[] = [];
  let files = 0;
  let sitemapsRead = 0;
  while (queue.length > 0 && files < MAX_SITEMAP_FILES && pageLocs.length < MAX_SITEMAP_LOCS) {
    const { url, depth } = queue.shift() as { url: string; depth: number };
    files++;
    const problem = (reason: string) => skipped.push({ url, reason: `Sitemap not read: ${reason}` });
    let fetched: SafeFetchResult;
    try {
      fetched = await fetchPage(url, {
        maxBytes: DOCUMENT_LIMITS.sitemap,
        whenTooLarge: 'truncate',
        accept: XML_ACCEPT,
      });
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      problem(error.message);
      continue;
    }
    if (fetched.status < 200 || fetched.status >= 300) {
      problem(`HTTP ${fetched.status}`);
      continue;
    }
    const { kind, locs } = readSitemapLocs(fetched.body, MAX_SITEMAP_LOCS - pageLocs.length);
    if (kind === null) {
      problem('not a sitemap (neither a urlset nor a sitemapindex)');
      continue;
    }
    sitemapsRead++;
    if (kind === 'urlset') {
      pageLocs.push(...locs);
      continue;
    }
    if (depth >= MAX_SITEMAP_DEPTH) {
      problem(`a sitemap index nested more than ${MAX_SITEMAP_DEPTH} levels deep`);
      continue;
    }
    for (const loc of locs) {
      const child = pageUrl(loc);
      // Sitemaps of the site itself only: a sitemap elsewhere is not the site's to publish.
      if (!child || siteHost(child.host) !== site || seen.has(child.href)) continue;
      seen.add(child.href);
      queue.push({ url: child.href, depth: depth + 1 });
    }
  }
  if (sitemapsRead === 0) {
    throw new LlmsTxtGenerationError(
      declared.length > 0
        ? 'No sitemap found: the sitemaps robots.txt names could not be read'
        : 'No sitemap found: robots.txt names none, and /sitemap.xml is missing or not a sitemap',
      skipped,
    );
  }
  return pageLocs;
}

type PageRead = { url: string; summary: PageSummary } | { reason: string };

async function readPage(fetchPage: SafeFetcher, url: string, origin: string): Promise<PageRead> {
  let fetched: SafeFetchResult;
  try {
    fetched = await fetchPage(url, {
      maxBytes: PAGE_MAX_BYTES,
      whenTooLarge: 'truncate',
      accept: HTML_ACCEPT,
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { reason: error.message };
  }
  if (fetched.status < 200 || fetched.status >= 300) return { reason: `HTTP ${fetched.status}` };
  if (siteHost(new URL(fetched.url).host) !== siteHost(new URL(origin).host)) {
    return { reason: `redirects to another site (${new URL(fetched.url).host})` };
  }
  if (!isHtmlPage(fetched)) {
    return { reason: `not an HTML page (${fetched.contentType.split(';')[0]?.trim().slice(0, 100)})` };
  }
  return { url: fetched.url, summary: readPageSummary(fetched.body) };
}

function isHtmlPage(fetched: SafeFetchResult): boolean {
  const type = fetched.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    fetched.status >= 200 &&
    fetched.status < 300 &&
    (type === '' || type === 'text/html' || type === 'application/xhtml+xml')
  );
}

/** Two sitemap URLs that redirect to one page make one line. */
function dedupeRedirected(pages: LlmsTxtPage[]): LlmsTxtPage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (seen.has(page.url)) return false;
    seen.add(page.url);
    return true;
  });
}
