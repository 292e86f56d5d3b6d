import type { FetchedDocument } from '@botlens/contracts';
import { SafeFetchError, type SafeFetcher, type SafeFetchResult } from '../../lib/safe-fetch';

/** Caps per kind of document: a home page beyond its cap fails the audit, the others are cut there. */
export const DOCUMENT_LIMITS = {
  home: 5 * 1024 * 1024,
  // What Google reads of a robots.txt (RFC 9309 asks crawlers for at least 500 KiB).
  robots: 500 * 1024,
  llms: 1024 * 1024,
  // Only whether it exists matters to the audit, not what it says.
  llmsFull: 64 * 1024,
  // The sitemap protocol allows 50 MB; 10 MB holds some 80,000 URLs, far more than the count needs.
  sitemap: 10 * 1024 * 1024,
} as const;

/**
 * The whole set of an audit's documents within this time. Each fetch has its own deadline (15 s, body
 * included), but a site that answers each one just within it would hold an audit slot for a minute: two
 * home page attempts, the text files, then the sitemap.
 */
export const AUDIT_FETCH_BUDGET_MS = 30_000;

export type FetchedText = { url: string; status: number; body: string; truncated: boolean };

export type SiteDocuments = {
  home: FetchedText & { contentType: string; robotsTag: string | null; responseTimeMs: number };
  /** How the https attempt went: 'ok', or why it failed before the http fallback. */
  https: { ok: true } | { ok: false; reason: SafeFetchError['reason']; message: string };
  robots: FetchedText | null;
  llms: FetchedText | null;
  llmsFull: FetchedText | null;
  sitemap: FetchedText | null;
  /** The trail: every request the audit made, with its outcome. */
  documents: FetchedDocument[];
};

/** Why the site itself could not be read; the message is the fetcher's, for the person who asked. */
export class SiteUnreachableError extends Error {
  constructor(
    readonly reason: SafeFetchError['reason'],
    message: string,
  ) {
    super(message);
    this.name = 'SiteUnreachableError';
  }
}

// Failures that http would meet just the same: no point trying it after https.
const FINAL_REASONS = new Set<SafeFetchError['reason']>([
  'dns',
  'blocked',
  'private-address',
  'invalid-url',
  'too-large',
]);

/**
 * Fetches what an AI-readiness audit reads, all through the one guarded fetcher: the home page (https
 * first, then http), and from the origin the home page ended on, robots.txt, llms.txt, llms-full.txt and
 * the sitemap (the first one robots.txt declares, else /sitemap.xml). All within the budget: past it the
 * audit fails (SiteUnreachableError 'timeout'), rather than report the documents still on their way missing.
 */
export async function fetchSiteDocuments(
  fetchPage: SafeFetcher,
  domain: string,
  options: { budgetMs?: number } = {},
): Promise<SiteDocuments> {
  const budgetMs = options.budgetMs ?? AUDIT_FETCH_BUDGET_MS;
  const budget = new AbortController();
  const outOfTime = new SiteUnreachableError(
    'timeout',
    `the site sent its documents too slowly: an audit reads them all within ${budgetMs / 1000} s`,
  );
  const timer = setTimeout(() => budget.abort(new SafeFetchError('timeout', outOfTime.message)), budgetMs);
  try {
    return await fetchWithin(fetchPage, domain, budget.signal, outOfTime);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchWithin(
  fetchPage: SafeFetcher,
  domain: string,
  budget: AbortSignal,
  outOfTime: SiteUnreachableError,
): Promise<SiteDocuments> {
  const documents: FetchedDocument[] = [];
  const record = (kind: FetchedDocument['kind'], url: string, result: SafeFetchResult | SafeFetchError) => {
    documents.push(
      result instanceof SafeFetchError
        ? { kind, url, status: null, bytes: 0, truncated: false, error: result.message }
        : {
            kind,
            url: result.url,
            status: result.status,
            bytes: Buffer.byteLength(result.body),
            truncated: result.truncated,
            error: null,
          },
    );
  };

  type Attempt =
    | { ok: true; result: SafeFetchResult; responseTimeMs: number }
    | { ok: false; error: SafeFetchError };
  const attempt = async (url: string): Promise<Attempt> => {
    const started = performance.now();
    try {
      const result = await fetchPage(url, {
        maxBytes: DOCUMENT_LIMITS.home,
        whenTooLarge: 'fail',
        signal: budget,
      });
      record('home', url, result);
      return { ok: true, result, responseTimeMs: Math.round(performance.now() - started) };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      if (budget.aborted) throw outOfTime;
      record('home', url, error);
      return { ok: false, error };
    }
  };

  let https: SiteDocuments['https'] = { ok: true };
  let home = await attempt(`https://${domain}/`);
  if (!home.ok) {
    const { error } = home;
    https = { ok: false, reason: error.reason, message: error.message };
    if (FINAL_REASONS.has(error.reason)) throw new SiteUnreachableError(error.reason, error.message);
    home = await attempt(`http://${domain}/`);
    if (!home.ok) {
      const { error: httpError } = home;
      // The http answer explains more when https simply is not offered; else the first failure does.
      const explained = https.reason === 'refused' || https.reason === 'network' ? httpError : error;
      throw new SiteUnreachableError(explained.reason, explained.message);
    }
  }
  const origin = new URL(home.result.url).origin;

  const optional = async (kind: FetchedDocument['kind'], url: string, maxBytes: number, accept: string) => {
    try {
      const result = await fetchPage(url, { maxBytes, whenTooLarge: 'truncate', accept, signal: budget });
      record(kind, url, result);
      return { url: result.url, status: result.status, body: result.body, truncated: result.truncated };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // Not a missing document: the audit would wrongly report it absent.
      if (budget.aborted) throw outOfTime;
      record(kind, url, error);
      return null;
    }
  };
  const text = 'text/plain,text/markdown;q=0.9,*/*;q=0.5';
  const [robots, llms, llmsFull] = await Promise.all([
    optional('robots', `${origin}/robots.txt`, DOCUMENT_LIMITS.robots, text),
    optional('llms', `${origin}/llms.txt`, DOCUMENT_LIMITS.llms, text),
    optional('llmsFull', `${origin}/llms-full.txt`, DOCUMENT_LIMITS.llmsFull, text),
  ]);
  const declared = robots && isSuccess(robots) ? declaredSitemaps(robots.body, origin)[0] : undefined;
  const sitemap = await optional(
    'sitemap',
    declared ?? `${origin}/sitemap.xml`,
    DOCUMENT_LIMITS.sitemap,
    'application/xml,text/xml;q=0.9,*/*;q=0.5',
  );

  return {
    home: { ...home.result, responseTimeMs: home.responseTimeMs },
    https,
    robots,
    llms,
    llmsFull,
    sitemap,
    documents,
  };
}

export function isSuccess(document: { status: number }): boolean {
  return document.status >= 200 && document.status < 300;
}

/** Some servers answer every path with their HTML page (a "soft 404"); that is no robots.txt or llms.txt. */
export function looksLikeHtml(body: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.slice(0, 1024));
}

/** A real document of the kind asked for: a 2xx answer that is not an HTML page served in its place. */
export function isRealDocument(document: { status: number; body: string } | null): boolean {
  return document !== null && isSuccess(document) && !looksLikeHtml(document.body);
}

/** `Sitemap:` lines of a robots.txt (RFC 9309 §2.2.4 leaves them to the sitemaps protocol), as absolute URLs. */
export function declaredSitemaps(robotsTxt: string, origin: string): string[] {
  const urls: string[] = [];
  for (const line of robotsTxt.split(/\r\n|\r|\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match?.[1]) continue;
    try {
      const url = new URL(match[1], origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.push(url.href);
    } catch {
      // not a URL: ignored, as crawlers do
    }
    if (urls.length >= 10) break;
  }
  return urls;
}
