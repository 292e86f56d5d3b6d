import type { SeoAudit } from '@botlens/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type FixtureSite,
  fixtureFileHandler,
  startFixtureSite,
} from '../../test-support/fixture-site-server';
import { healthGapsDuring, RESPONSIVE_WITHIN_MS } from '../../test-support/responsiveness';
import { describeOnEachDatabase } from '../../test-support/test-app';

// Elements nested this deep cost htmlparser2 the square of the depth: about 12 s on the main thread.
const DEPTH = 200_000;
const nestedPage = `<!doctype html><html><body>${'<div>'.repeat(DEPTH)}deep${'</div>'.repeat(DEPTH)}</body></html>`;
const nestedSitemap = `<?xml version="1.0"?><urlset>${'<url>'.repeat(DEPTH)}${'</url>'.repeat(DEPTH)}</urlset>`;
const BUDGET_MS = 1500;

let nestedHome: FixtureSite;
let nestedSitemapSite: FixtureSite;
let wellPrepared: FixtureSite;
beforeAll(async () => {
  nestedHome = await startFixtureSite((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(nestedPage),
  );
  // A good home page whose sitemap is the trap.
  const files = fixtureFileHandler('well-prepared');
  nestedSitemapSite = await startFixtureSite((request, response) =>
    request.url === '/sitemap.xml'
      ? response.writeHead(200, { 'content-type': 'application/xml' }).end(nestedSitemap)
      : files(request, response),
  );
  wellPrepared = await startFixtureSite(files);
});
afterAll(async () => {
  await Promise.all([nestedHome.close(), nestedSitemapSite.close(), wellPrepared.close()]);
});

describeOnEachDatabase(
  'an audit of hostile documents',
  (get) => {
    const analyze = (domain: string, address: string) =>
      get().app.inject({
        method: 'POST',
        url: '/api/analyze-website',
        payload: { domain },
        remoteAddress: address,
      });

    it.each([
      ['a home page', () => nestedHome],
      ['a sitemap', () => nestedSitemapSite],
    ])(
      'ends at its budget on %s nested 200,000 deep, with a reason, while the server answers',
      async (_kind, site) => {
        expect(Buffer.byteLength(nestedPage)).toBeLessThan(5 * 1024 * 1024);
        const address = `198.51.100.${_kind === 'a home page' ? 1 : 2}`;
        const { result, longestGapMs, healthAnswers } = await healthGapsDuring(get().app, () =>
          analyze(site().domain, address),
        );
        expect(result.statusCode).toBe(422);
        expect(result.json()).toEqual({
          message: `Could not analyse ${site().domain}: its pages are too complex to read within 1.5 seconds (elements nested too deep, or too many of them)`,
          field: 'domain',
        });
        expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
        expect(healthAnswers).toBeGreaterThan(5);
        // A failed analysis costs nothing and keeps nothing: the same address may run its full allowance.
        for (let i = 0; i < 3; i++) {
          const next = await analyze(wellPrepared.domain, address);
          expect(next.statusCode).toBe(200);
          expect(next.json<SeoAudit>().aiReadinessScore).toBeGreaterThanOrEqual(90);
        }
      },
    );
  },
  {
    config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] },
    auditBudget: { timeMs: BUDGET_MS, memoryMb: 256 },
  },
);
