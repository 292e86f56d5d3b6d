import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { RECOMMENDATION_PRIORITIES } from '@botlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../../lib/safe-fetch';
import {
  type FixtureSite,
  fixtureFileHandler,
  serveFixtureSite,
  startFixtureSite,
} from '../../test-support/fixture-site-server';
import { AI_CRAWLER_TOKENS } from '../seo-tools/ai-crawler-permissions';
import { MAX_ISSUES_SHOWN } from '../seo-tools/validate-llms-txt';
import { buildAudit } from './build-audit';
import { fetchSiteDocuments, SiteUnreachableError } from './fetch-site-documents';
import { FACTOR_WEIGHTS } from './score-factors';

const fetcher = createSafeFetcher({
  allowedHosts: [{ host: '127.0.0.1', port: null }],
  totalTimeoutMs: 1500,
  connectTimeoutMs: 1000,
});
const audit = async (site: FixtureSite) =>
  buildAudit(site.domain, await fetchSiteDocuments(fetcher, site.domain));

const sites: FixtureSite[] = [];
async function serve(site: Promise<FixtureSite>): Promise<FixtureSite> {
  const started = await site;
  sites.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
});

describe('an audit of a local fixture website', () => {
  let wellPrepared: FixtureSite;
  let bare: FixtureSite;
  let blocksAi: FixtureSite;
  beforeAll(async () => {
    wellPrepared = await serve(serveFixtureSite('well-prepared'));
    bare = await serve(serveFixtureSite('bare'));
    blocksAi = await serve(serveFixtureSite('blocks-ai'));
  });

  it('scores a well-prepared site high, from what it fetched, with every factor within its weight', async () => {
    const result = await audit(wellPrepared);
    expect(result.aiReadinessScore).toBeGreaterThanOrEqual(90);
    expect(Object.values(FACTOR_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    for (const factor of result.scoreFactors) {
      expect(factor.earned).toBeGreaterThanOrEqual(0);
      expect(factor.earned).toBeLessThanOrEqual(factor.weight);
      expect(factor.evidence).not.toBe('');
    }
    expect(result.aiReadinessScore).toBe(
      Math.round(result.scoreFactors.reduce((sum, f) => sum + f.earned, 0)),
    );
    expect(result.findings).toMatchObject({
      aiIndexingAllowed: true,
      structuredDataPresent: true,
      contentStructureGood: true,
      sufficientContentLength: true,
      llmsTxtPresent: true,
      llmsTxtValid: true,
      mobileFriendly: true,
      schemaPresent: { faq: true, howTo: false, article: true, organization: true },
    });
    expect(Object.values(result.aiCrawlerPermissions).every(Boolean)).toBe(true);
    expect(result.sitemap).toEqual({ present: true, url: `${wellPrepared.origin}/sitemap.xml`, urlCount: 9 });
    expect(result.metaData).toMatchObject({
      title: 'Northwind Analytics – privacy-first web analytics',
      titleLength: 49,
      canonicalUrl: 'https://northwind.example/',
    });
    expect(result.topKeywords[0]).toEqual({ keyword: 'analytics', count: expect.any(Number) });
    expect(result.queryFanOut.relatedQueries.map((q) => q.query)).toContain('What is web analytics?');
    // https was tried first (the fixture speaks plain http), then http; every document is in the trail.
    expect(result.documents.map((d) => [d.kind, d.status])).toEqual([
      ['home', null],
      ['home', 200],
      ['robots', 200],
      ['llms', 200],
      ['llmsFull', 200],
      ['sitemap', 200],
    ]);
    // The failed https attempt says so in plain words, not in OpenSSL's ("wrong version number").
    expect(result.documents[0]?.error).toBe(
      `no working https on ${wellPrepared.domain} (the TLS handshake failed)`,
    );
    expect(result.auditData.technicalSeo).toMatchObject({
      httpsEnabled: false,
      validSsl: null,
      xmlSitemap: true,
      robotsTxt: true,
    });
    expect(result.auditData.recommendations.map((r) => r.id)).toEqual(['no-https']);
  });

  it('scores a bare site low and says what is missing, each with its evidence', async () => {
    const result = await audit(bare);
    expect(result.aiReadinessScore).toBeLessThan(40);
    const ids = result.auditData.recommendations.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'no-structured-data',
        'thin-content',
        'no-title',
        'no-llms-txt',
        'no-mobile-viewport',
        'no-sitemap',
      ]),
    );
    // Most urgent first: the screens and the PDF show them in this order without sorting again.
    const ranks = result.auditData.recommendations.map((r) => RECOMMENDATION_PRIORITIES.indexOf(r.priority));
    expect(new Set(ranks).size).toBeGreaterThan(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const llms = result.auditData.recommendations.find((r) => r.id === 'no-llms-txt');
    expect(llms?.evidence).toBe(`${bare.origin}/llms.txt: HTTP 404`);
    // No robots.txt (404): RFC 9309 lets every crawler in.
    expect(result.findings.aiIndexingAllowed).toBe(true);
    expect(result.quickActions.length).toBeGreaterThan(0);
    expect(result.quickActions.length).toBeLessThanOrEqual(5);
  });

  it('finds the AI crawlers a robots.txt shuts out, citing the lines', async () => {
    const result = await audit(blocksAi);
    expect(result.findings.aiIndexingAllowed).toBe(false);
    expect(result.aiCrawlerPermissions).toMatchObject({
      GPTBot: false,
      ClaudeBot: false,
      PerplexityBot: false,
      Amazonbot: true,
    });
    const blocked = result.auditData.recommendations[0];
    expect(blocked).toMatchObject({ id: 'ai-crawlers-blocked', priority: 'critical' });
    expect(blocked?.evidence).toContain('GPTBot: line 5 “Disallow: /”');
    const access = result.scoreFactors.find((f) => f.key === 'aiAccess');
    expect(access?.earned).toBeLessThan(10);
  });
});

describe('misbehaving sites', () => {
  it('follows a redirect chain to the page it ends on', async () => {
    const files = fixtureFileHandler('well-prepared');
    const site = await serve(
      startFixtureSite((request, response) => {
        if (request.url === '/') response.writeHead(301, { location: '/start' }).end();
        else if (request.url === '/start') response.writeHead(302, { location: '/home' }).end();
        else if (request.url === '/home') files({ ...request, url: '/' } as typeof request, response);
        else files(request, response);
      }),
    );
    const result = await audit(site);
    expect(result.url).toBe(`${site.origin}/home`);
    expect(result.findings.llmsTxtValid).toBe(true);
  });

  it('fails with a reason on a redirect loop, a huge page, a page that never answers and a closed port', async () => {
    const loop = await serve(
      startFixtureSite((_q, response) => response.writeHead(302, { location: '/' }).end()),
    );
    await expect(audit(loop)).rejects.toThrow(/more than 5 redirects/);

    const huge = await serve(
      startFixtureSite((_q, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        // 8 MB, more than the 5 MB a home page may have; sent without a length, so the cap must count.
        for (let i = 0; i < 128; i++) response.write(chunk);
        response.end();
      }),
    );
    await expect(audit(huge)).rejects.toThrow(/too large/);

    const slow = await serve(startFixtureSite(() => {}));
    await expect(audit(slow)).rejects.toThrow(/timed out/);

    const closed = await startFixtureSite(() => {});
    await closed.close();
    const error = await audit(closed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteUnreachableError);
    expect((error as Error).message).toMatch(/connection refused/);
  });

  it('names a certificate that browsers would refuse, and a name that does not resolve', async () => {
    // A throw-away self-signed certificate for 127.0.0.1 (test-support/self-signed-*.pem): not trusted.
    const pem = (name: string) =>
      readFileSync(new URL(`../../test-support/self-signed-${name}.pem`, import.meta.url));
    const server = createHttpsServer({ key: pem('key'), cert: pem('cert') }, (_q, response) =>
      response.end('<p>hi</p>'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
      const error = await fetchSiteDocuments(fetcher, domain).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SiteUnreachableError);
      expect(error).toMatchObject({ reason: 'certificate' });
      expect((error as Error).message).toMatch(/invalid TLS certificate on 127\.0\.0\.1:\d+ \(\w+\)/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const unknown = await fetchSiteDocuments(fetcher, 'no-such-site.invalid').catch(
      (caught: unknown) => caught,
    );
    expect(unknown).toMatchObject({ reason: 'dns', message: 'DNS lookup failed for no-such-site.invalid' });
  });

  it('audits garbage without failing, and reads soft 404s and unreadable robots.txt as RFC 9309 says', async () => {
    const site = await serve(
      startFixtureSite((request, response) => {
        if (request.url === '/robots.txt') response.writeHead(503).end('down');
        else if (request.url === '/')
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(Buffer.from([0, 159, 146, 150, 60, 62, 0xff, 0xfe]));
        // Every other path: the site's HTML page, with 200 ("soft 404").
        else
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<!doctype html><html><body>Page</body></html>');
      }),
    );
    const result = await audit(site);
    expect(result.findings.llmsTxtPresent).toBe(false);
    expect(result.sitemap.present).toBe(false);
    expect(Object.values(result.aiCrawlerPermissions)).toEqual(AI_CRAWLER_TOKENS.map(() => false));
    expect(result.auditData.recommendations[0]).toMatchObject({
      id: 'robots-unreadable',
      priority: 'critical',
    });
    expect(result.auditData.recommendations[0]?.evidence).toBe(`${site.origin}/robots.txt answered HTTP 503`);
  });

  it('counts every llms.txt warning in the score evidence while the report lists only the first ones', async () => {
    const sections = Array.from({ length: 450 }, (_, i) => `## Section ${i}\nprose only`).join('\n');
    const site = await serve(
      startFixtureSite((request, response) => {
        if (request.url === '/llms.txt')
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`# Site\n> s\n${sections}\n`);
        else
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<!doctype html><html><body>Page</body></html>');
      }),
    );
    const result = await audit(site);
    const factor = result.scoreFactors.find((f) => f.key === 'llmsTxt');
    expect(factor?.evidence).toBe(`${site.origin}/llms.txt: follows the format (900 warnings)`);
    expect(result.llmsTxt.warnings.length).toBeLessThan(MAX_ISSUES_SHOWN);
  });
});
