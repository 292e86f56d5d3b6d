import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { fetchSiteDocuments, SiteUnreachableError } from './fetch-site-documents';

// Each document alone is well within its own deadline; only the audit's budget can end these audits early.
const fetcher = createSafeFetcher({
  allowedHosts: [{ host: '127.0.0.1', port: null }],
  totalTimeoutMs: 5_000,
  connectTimeoutMs: 1_000,
});
const BUDGET_MS = 800;

/** An answer that starts at once and then sends a byte every 50 ms until the client gives up. */
function trickle(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/plain' });
  const timer = setInterval(() => response.write('x'), 50);
  response.on('close', () => clearInterval(timer));
}

const sites: FixtureSite[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

async function failureOf(promise: Promise<unknown>): Promise<SiteUnreachableError> {
  const error = await promise.then(
    () => new Error('the documents were fetched'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof SiteUnreachableError)) throw error;
  return error;
}

describe('the time budget of one audit’s documents', () => {
  it('fails the audit when the documents after the home page trickle past it', async () => {
    const site = await startFixtureSite((request, response) => {
      if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>home</p>');
      else trickle(response);
    });
    sites.push(site);
    const started = performance.now();
    const error = await failureOf(fetchSiteDocuments(fetcher, site.domain, { budgetMs: BUDGET_MS }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe(
      'the site sent its documents too slowly: an audit reads them all within 0.8 s',
    );
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('fails without the http fallback when the home page itself trickles past it', async () => {
    const requests: string[] = [];
    const site = await startFixtureSite((request, response) => {
      requests.push(request.url ?? '');
      trickle(response);
    });
    sites.push(site);
    const error = await failureOf(fetchSiteDocuments(fetcher, site.domain, { budgetMs: BUDGET_MS }));
    expect(error.message).toBe(
      'the site sent its documents too slowly: an audit reads them all within 0.8 s',
    );
    // https failed at once on this plain-http site; http was the one that trickled, and nothing came after.
    expect(requests).toEqual(['/']);
  });
});
