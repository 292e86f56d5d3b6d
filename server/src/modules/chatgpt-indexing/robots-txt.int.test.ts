import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndSignIn, registerProAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';

const LIVE =
  'User-agent: *\nDisallow: /admin/\n\nUser-agent: Slurp\nDisallow: /\n\nSitemap: https://shop.example/sitemap.xml\n';

describeOnEachDatabase(
  'POST /api/chatgpt/robots-txt',
  (get) => {
    let cookie = '';
    let site: FixtureSite;
    let broken: FixtureSite;
    let softNotFound: FixtureSite;
    beforeAll(async () => {
      ({ cookie } = await registerAndSignIn(get().app));
      site = await startFixtureSite((request, response) => {
        if (request.url === '/robots.txt')
          response.writeHead(200, { 'content-type': 'text/plain' }).end(LIVE);
        else response.writeHead(404).end();
      });
      broken = await startFixtureSite((_request, response) => response.writeHead(503).end('down'));
      // Every path answers with the site's HTML page: no robots.txt, whatever the status says.
      softNotFound = await startFixtureSite((_request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><html><body>Disallow: /</body></html>'),
      );
    });
    afterAll(async () => {
      await site.close();
      await broken.close();
      await softNotFound.close();
    });
    const generate = (payload: unknown, headers: Record<string, string> = { cookie }) =>
      get().app.inject({
        method: 'POST',
        url: '/api/chatgpt/robots-txt',
        headers,
        payload: payload as object,
      });

    it('merges the default policy into the live file: training out, the rules for everyone kept everywhere', async () => {
      const response = await generate({ domain: `http://${site.domain}/some/page` });
      expect(response.statusCode).toBe(200);
      const result = response.json();
      const rules = parseRobotsTxt(result.robotsTxt);
      expect(decideRobots(rules, ['GPTBot'], '/blog').allowed).toBe(false);
      expect(decideRobots(rules, ['OAI-SearchBot'], '/blog').allowed).toBe(true);
      expect(decideRobots(rules, ['OAI-SearchBot'], '/admin/x').allowed).toBe(false);
      expect(decideRobots(rules, ['Slurp'], '/').allowed).toBe(false);
      expect(result.robotsTxt).toContain('Sitemap: https://shop.example/sitemap.xml');
      expect(result.live).toMatchObject({ status: 200, note: expect.stringContaining('merged in') });
      expect(result.explanation).toContain('GPTBot (OpenAI, training)');
      expect(result.groups[0]).toMatchObject({ decision: 'block' });
      // Enforcement rules are a Pro feature: a free account gets the file without them.
      expect(result.serverRules).toBeNull();
    });

    it('adds the server rules for a plan that includes them', async () => {
      const pro = await registerProAndSignIn(get().app, get().database.db);
      const result = (await generate({ domain: site.domain }, { cookie: pro.cookie })).json();
      // The training crawlers, and those robots.txt cannot reach, get server rules too.
      expect(result.serverRules.nginx).toMatch(/"~\*\([^"]*GPTBot/);
      expect(result.serverRules.apache).toContain('RewriteRule ^ - [F]');
    });

    it('builds from the policy alone when the live file cannot be read, and says why', async () => {
      const response = await generate({ domain: broken.domain });
      expect(response.statusCode).toBe(200);
      expect(response.json().live.note).toMatch(/HTTP 503 .*policy alone/);
    });

    it('takes an HTML page served as robots.txt for no robots.txt', async () => {
      const result = (await generate({ domain: softNotFound.domain })).json();
      expect(result.live.note).toMatch(/HTTP 200 with no robots\.txt/);
      expect(result.robotsTxt).not.toContain('<html>');
    });

    it.each([
      [{ domain: '' }, 'Please provide a domain to generate robots.txt'],
      [{ domain: '   ' }, 'Please provide a domain to generate robots.txt'],
      [{}, 'domain is required'],
      [{ domain: 'not a domain at all' }, '"not a domain at all" is not a website address'],
      [{ domain: 'ftp://example.com' }, 'Only web addresses can be analysed, not ftp: URLs'],
    ])('refuses %j with a 400 naming the problem', async (payload, message) => {
      const response = await generate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('asks for a sign-in, and never fetches a private address', async () => {
      expect((await generate({ domain: 'example.com' }, {})).statusCode).toBe(401);
      const response = await generate({ domain: '10.0.0.1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().live).toMatchObject({
        status: null,
        note: expect.stringContaining('could not be read'),
      });
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
