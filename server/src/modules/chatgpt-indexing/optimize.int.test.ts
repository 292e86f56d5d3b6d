import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerProAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

const PAGE = `<html><head><title>Shop</title><meta name="robots" content="noindex"></head>
<body><div id="app"></div><h1>Shop</h1><p>Loading…</p></body></html>`;
const ROBOTS = 'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
const SAMPLE =
  'Our shop sells many kinds of coffee. People like it a lot and come back often for more of it.';
type Item = { title: string; evidence: string; priority: string; source: string };

describeOnEachDatabase(
  'POST /api/chatgpt/optimize',
  (get) => {
    let cookie = '';
    let site: FixtureSite;
    beforeAll(async () => {
      ({ cookie } = await registerProAndSignIn(get().app, get().database.db));
      site = await startFixtureSite((request, response) => {
        if (request.url === '/robots.txt')
          response.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS);
        else if (request.url === '/') {
          response.writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'nosnippet' }).end(PAGE);
        } else response.writeHead(404).end();
      });
    });
    afterAll(() => site.close());
    const optimize = (payload: unknown, headers: Record<string, string> = { cookie }) =>
      get().app.inject({ method: 'POST', url: '/api/chatgpt/optimize', headers, payload: payload as object });

    it('grounds every suggestion in what the site serves and in the content sample', async () => {
      const response = await optimize({ domain: site.origin, content: SAMPLE });
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.website).toBeNull();
      const tips: Item[] = result.crawlabilityTips;
      const byTitle = (title: string) => tips.find((tip) => tip.title === title);
      expect(byTitle('Put the page’s text in the HTML')?.evidence).toMatch(/sends \d+ words of visible text/);
      expect(byTitle('Let the page be indexed')?.evidence).toBe('<meta name="robots" content="noindex">');
      expect(byTitle('Let answer engines quote the page')?.evidence).toBe('X-Robots-Tag: nosnippet');
      expect(byTitle('Let AI search and assistant crawlers read the site')?.evidence).toMatch(
        /robots\.txt line 2: Disallow: \//,
      );
      expect(result.contentRecommendations.length).toBeGreaterThan(0);
      for (const item of [...tips, ...result.contentRecommendations, ...result.structureOptimizations]) {
        expect(item.source).toBe('rules');
        expect(item.evidence).not.toBe('');
      }
    });

    it('reads the caller’s own website’s traffic: private pages read, impostors, crawlers that never came', async () => {
      const { embed, site: website } = await addWebsite(get().app, cookie, {
        name: 'Fixture shop',
        domain: site.domain,
      });
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
      const events = [
        ...Array.from({ length: 6 }, (_, i) => ({
          url: `/account/orders/${i}`,
          userAgent: UA.gptbot,
          ip: '203.0.113.5',
          timestamp: at(10 + i),
        })),
        ...Array.from({ length: 4 }, (_, i) => ({
          url: `/blog/${i}`,
          userAgent: UA.gptbot,
          ip: '203.0.113.5',
          timestamp: at(30 + i),
        })),
        ...Array.from({ length: 25 }, (_, i) => ({
          url: `/p/${i}`,
          userAgent: UA.claudebot,
          ip: '198.51.100.7',
          timestamp: at(60 + i),
        })),
      ].map((event) => ({ method: 'GET', status: 200, ...event }));
      const stored = await collectEvents(get().app, embed.ingestKey, events);
      expect(stored.statusCode).toBe(200);

      const result = (await optimize({ domain: site.domain, content: SAMPLE })).json();
      expect(result.website).toEqual({ id: website.id, name: 'Fixture shop', days: 30 });
      const evidence = (result.crawlabilityTips as Item[]).map((tip) => tip.evidence);
      expect(evidence).toContain(
        'GPTBot read 10 pages in the last 30 days, 6 of them private (e.g. /account/orders/0)',
      );
      expect(evidence).toContain('100% of 25 hits claiming ClaudeBot were spoofed in the last 30 days');
      // OAI-SearchBot is blocked by robots.txt, so its absence is no finding; PerplexityBot's is.
      expect(evidence.some((line) => line.startsWith('0 hits from OAI-SearchBot'))).toBe(false);
      expect(evidence).toContain('0 hits from PerplexityBot in the last 30 days; robots.txt allows it');
    });

    it.each([
      [{ domain: '', content: SAMPLE }, 'Please provide both domain and content to analyze'],
      [{ domain: 'example.com', content: '  ' }, 'Please provide both domain and content to analyze'],
      [{ domain: 'example.com' }, 'content is required'],
      [{ domain: 'not a domain', content: SAMPLE }, '"not a domain" is not a website address'],
    ])('refuses %j with a 400 naming the problem', async (payload, message) => {
      const response = await optimize(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('asks for a sign-in, and refuses a private address without fetching it', async () => {
      expect((await optimize({ domain: 'example.com', content: SAMPLE }, {})).statusCode).toBe(401);
      const response = await optimize({ domain: '10.1.2.3', content: SAMPLE });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Could not read 10\.1\.2\.3/);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
