import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LlmsTxtGeneration } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { llmsTxtGenerations } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase, RELAXED_RATE_LIMIT, testConfig } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { addWebsite } from '../../test-support/websites';
import { validateLlmsTxt } from '../seo-tools/validate-llms-txt';

const HOSTILE_TITLE = '<script>alert(1)</script>Evil ] [x](javascript:alert(1)) \u0000\u202e## Heading';
const DOCS = Array.from({ length: 100 }, (_, i) => `/docs/d${i}`);
const BLOG = Array.from({ length: 143 }, (_, i) => `/blog/p${i}`);
const TOP = ['/', '/about', '/hostile', '/huge', '/missing-1', '/missing-2', '/missing-3'];
// 250 pages: 7 at the top, 100 docs, 143 posts. The 200 read are the shallow ones first: the 7, the docs,
// then the first 93 posts.
const NOT_READ = BLOG.slice(93);

function page(title: string, description: string, extra = '') {
  return `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}"></head><body><h1>${title}</h1>${extra}</body></html>`;
}

function sitemap(kind: 'urlset' | 'sitemapindex', locs: string[]) {
  const entry = kind === 'urlset' ? 'url' : 'sitemap';
  return `<?xml version="1.0" encoding="UTF-8"?><${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<${entry}><loc>${loc}</loc></${entry}>`)
    .join('')}</${kind}>`;
}

let site: FixtureSite;
let bare: FixtureSite;
const requested: string[] = [];

function answerSite(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://fixture').pathname;
  requested.push(path);
  const origin = site.origin;
  const send = (type: string, body: string, status = 200) =>
    response.writeHead(status, { 'content-type': type }).end(body);
  const html = (body: string) => send('text/html; charset=utf-8', body);
  const xml = (body: string) => send('application/xml', body);
  if (path === '/robots.txt') {
    return send('text/plain', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap-index.xml\n`);
  }
  if (path === '/sitemap-index.xml') {
    return xml(
      sitemap('sitemapindex', [
        `${origin}/sitemap-pages.xml`,
        `${origin}/sitemap-blog.xml`,
        // Sitemaps elsewhere are not the site's to publish: never fetched.
        'http://10.0.0.1/sitemap.xml',
        `${origin}/sitemap-missing.xml`,
      ]),
    );
  }
  if (path === '/sitemap-pages.xml') {
    return xml(
      sitemap('urlset', [
        ...[...TOP, ...DOCS].map((p) => `${origin}${p}`),
        'https://other.example/elsewhere',
        `${origin}/about`,
      ]),
    );
  }
  if (path === '/sitemap-blog.xml')
    return xml(
      sitemap(
        'urlset',
        BLOG.map((p) => `${origin}${p}`),
      ),
    );
  if (path.startsWith('/missing') || path === '/sitemap-missing.xml') return send('text/plain', 'gone', 404);
  if (path === '/') {
    return html(
      page('Fixture Home', 'The home of the fixture site.', '').replace(
        '<head>',
        '<head><meta property="og:site_name" content="Fixture Site">',
      ),
    );
  }
  if (path === '/hostile') {
    return html(
      `<html><head><title>${HOSTILE_TITLE}</title><meta name="description" content="Line\n\u0007two [click](javascript:alert(1)) <b>"></head></html>`,
    );
  }
  if (path === '/huge') return html(page('Huge page', 'Very long.', 'x'.repeat(3 * 1024 * 1024)));
  const [, section, name] = path.split('/');
  // A little time per page, so the progress can be seen moving.
  setTimeout(() => html(page(`${section} ${name}`, `About ${name}.`)), 10);
}

beforeAll(async () => {
  site = await startFixtureSite(answerSite);
  bare = await startFixtureSite((_request, response) =>
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
  );
});
afterAll(async () => {
  await site.close();
  await bare.close();
});

describeOnEachDatabase(
  'llms.txt generation from the sitemap',
  (get) => {
    let cookie = '';
    let siteId = 0;
    let bareId = 0;
    beforeAll(async () => {
      ({ cookie } = await registerAndSignIn(get().app));
      siteId = (await addWebsite(get().app, cookie, { name: 'Fixture', domain: site.origin })).site.id;
      bareId = (await addWebsite(get().app, cookie, { name: 'Bare', domain: bare.origin })).site.id;
    });
    const start = (id: number, headers = { cookie }) =>
      get().app.inject({ method: 'POST', url: `/api/websites/${id}/llms-txt`, headers });
    const latest = (id: number, headers = { cookie }) =>
      get().app.inject({ method: 'GET', url: `/api/websites/${id}/llms-txt`, headers });
    /** Polls until the generation ends, returning each progress seen on the way. */
    const waitForEnd = async (id: number) => {
      const seen: number[] = [];
      for (let i = 0; i < 600; i++) {
        const response = await latest(id);
        expect(response.statusCode).toBe(200);
        const generation = response.json<{ generation: LlmsTxtGeneration }>().generation;
        seen.push(generation.pagesDone);
        if (generation.status !== 'running') return { generation, seen };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the generation did not end');
    };

    it('has nothing before the first generation', async () => {
      const response = await latest(siteId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ generation: null });
    });

    it('reads at most 200 pages of the sitemaps in the background, with progress, into a valid llms.txt', async () => {
      requested.length = 0;
      const started = await start(siteId);
      expect(started.statusCode).toBe(202);
      const running = started.json<LlmsTxtGeneration>();
      expect(running).toMatchObject({ status: 'running', pagesDone: 0, llmsTxt: null, validation: null });

      // A second request while it runs gets the same generation, not a second one.
      const again = await start(siteId);
      expect(again.statusCode).toBe(200);
      expect(again.json<LlmsTxtGeneration>().id).toBe(running.id);

      const { generation, seen } = await waitForEnd(siteId);
      expect(generation.error).toBeNull();
      expect(generation).toMatchObject({
        id: running.id,
        status: 'finished',
        pagesTotal: 200,
        pagesDone: 200,
      });
      expect(generation.finishedAt).not.toBeNull();
      // The progress only went up, and was seen between the start and the end.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.some((done) => done > 0 && done < 200)).toBe(true);

      // 200 pages read, never the 50 deepest posts, nor anything of another site.
      const pages = requested.filter((path) => !path.endsWith('.xml') && path !== '/robots.txt');
      expect(new Set(pages).size).toBeLessThanOrEqual(200);
      for (const path of NOT_READ) expect(requested).not.toContain(path);

      expect(generation.skipped).toEqual(
        expect.arrayContaining([
          { url: `${site.origin}/missing-1`, reason: 'HTTP 404' },
          { url: `${site.origin}/missing-2`, reason: 'HTTP 404' },
          { url: `${site.origin}/missing-3`, reason: 'HTTP 404' },
          { url: `${site.origin}/sitemap-missing.xml`, reason: 'Sitemap not read: HTTP 404' },
        ]),
      );
      expect(generation.skipped).toHaveLength(4);

      const text = generation.llmsTxt ?? '';
      expect(generation.validation).toMatchObject({ valid: true, errorCount: 0 });
      expect(validateLlmsTxt(text).errors).toEqual([]);
      const lines = text.split('\n');
      expect(lines[0]).toBe('# Fixture Site');
      expect(lines).toContain('> The home of the fixture site.');
      expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Pages', '## Docs', '## Blog']);
      // 197 pages read: 200 less the three missing ones.
      expect(lines.filter((line) => line.startsWith('- ['))).toHaveLength(197);
      expect(lines).toContain(`- [docs d7](${site.origin}/docs/d7): About d7.`);
      expect(lines).toContain(`- [Huge page](${site.origin}/huge): Very long.`);
      const hostile = lines.find((line) => line.includes(`(${site.origin}/hostile)`));
      expect(hostile).toBe(
        `- [alert(1) Evil ) (x)(javascript:alert(1)) ## Heading](${site.origin}/hostile): Line two \\[click\\](javascript:alert(1))`,
      );
      expect(text).not.toContain('<script>');
      for (const char of ['\u0000', '\u0007', '\u202e']) expect(text).not.toContain(char);
    });

    it('fails with a clear message when the site has no sitemap, and then starts anew', async () => {
      expect((await start(bareId)).statusCode).toBe(202);
      const { generation } = await waitForEnd(bareId);
      expect(generation).toMatchObject({
        status: 'failed',
        llmsTxt: null,
        validation: null,
        error: 'No sitemap found: robots.txt names none, and /sitemap.xml is missing or not a sitemap',
      });
      expect(generation.skipped).toEqual([
        { url: `${bare.origin}/sitemap.xml`, reason: 'Sitemap not read: HTTP 404' },
      ]);
      const next = await start(bareId);
      expect(next.statusCode).toBe(202);
      expect(next.json<LlmsTxtGeneration>().id).toBeGreaterThan(generation.id);
      await waitForEnd(bareId);
    });

    it('takes a generation left running by a stopped process for failed, and does not let it block a new one', async () => {
      const [abandoned] = await get()
        .database.db.insert(llmsTxtGenerations)
        .values({ websiteId: bareId, startedAt: new Date(Date.now() - 11 * 60_000) })
        .returning();
      const next = await start(bareId);
      expect(next.statusCode).toBe(202);
      expect(next.json<LlmsTxtGeneration>().id).not.toBe(abandoned?.id);
      const [row] = await get()
        .database.db.select()
        .from(llmsTxtGenerations)
        .where(eq(llmsTxtGenerations.id, abandoned?.id ?? 0));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row?.error).toMatch(/stopped before it finished/);
      await waitForEnd(bareId);
    });

    it("answers 404 for another user's website, and starts nothing there", async () => {
      const other = await registerAndSignIn(get().app);
      expect((await start(siteId, { cookie: other.cookie })).statusCode).toBe(404);
      expect((await latest(siteId, { cookie: other.cookie })).statusCode).toBe(404);
      expect((await latest(siteId)).json<{ generation: LlmsTxtGeneration }>().generation.status).toBe(
        'finished',
      );
      expect(
        (await get().app.inject({ method: 'GET', url: `/api/websites/${siteId}/llms-txt` })).statusCode,
      ).toBe(401);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);

// Closing the app stops a generation in flight and records why, before the database closes.
for (const database of testDatabases()) {
  it(`marks a generation cut off by the server's shutdown failed [${database.name}]`, async () => {
    const slow = await startFixtureSite((request, response) => {
      const path = new URL(request.url ?? '/', 'http://fixture').pathname;
      if (path === '/sitemap.xml') {
        const locs = Array.from({ length: 100 }, (_, i) => `${slow.origin}/page-${i}`);
        response.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap('urlset', locs));
        return;
      }
      if (path === '/robots.txt') {
        response.writeHead(404).end();
        return;
      }
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(page(path, path)), 100);
    });
    const handle = await database.open();
    const app = await buildApp({
      config: testConfig({ auditAllowedHosts: [{ host: '127.0.0.1', port: null }] }),
      database: handle,
      authRateLimit: RELAXED_RATE_LIMIT,
    });
    try {
      const { cookie } = await registerAndSignIn(app);
      const { site: website } = await addWebsite(app, cookie, { name: 'Slow', domain: slow.origin });
      const url = `/api/websites/${website.id}/llms-txt`;
      expect((await app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(202);
      for (let i = 0; i < 200; i++) {
        const { generation } = (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{
          generation: LlmsTxtGeneration;
        }>();
        if (generation.pagesDone > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await app.close();
      const [row] = await handle.db.select().from(llmsTxtGenerations);
      expect(row).toMatchObject({ status: 'failed', pagesTotal: 100 });
      expect(row?.error).toMatch(/shut down before the generation finished/);
      expect(row?.pagesDone).toBeLessThan(100);
    } finally {
      await app.close();
      await handle.close();
      await slow.close();
    }
  });
}
