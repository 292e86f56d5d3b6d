import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RobotsAccess } from '@botlens/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

/** What each local site answers for /robots.txt, by the name the tests give it. */
const ANSWERS: Record<string, (response: ServerResponse) => void> = {
  blocks: (response) =>
    response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /\n'),
  allows: (response) =>
    response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end('User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nDisallow: /private/\n'),
  missing: (response) =>
    response.writeHead(404, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /'),
  failing: (response) => response.writeHead(503).end('busy'),
  // A redirect to the cloud metadata address: the guarded fetcher must refuse to follow it.
  redirects: (response) =>
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  huge: (response) =>
    response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end(`User-agent: *\nDisallow: /\n${'# <script>alert(1)</script>\n'.repeat(25_000)}`),
};

const sites: Record<string, FixtureSite> = {};
const requested: string[] = [];
let closedPort: FixtureSite;
beforeAll(async () => {
  for (const [name, answer] of Object.entries(ANSWERS)) {
    sites[name] = await startFixtureSite((request: IncomingMessage, response: ServerResponse) => {
      requested.push(`${name} ${request.method} ${request.url}`);
      answer(response);
    });
  }
  // A port nobody listens on any more: the site does not answer at all.
  closedPort = await startFixtureSite((_request, response) => response.end());
  await closedPort.close();
});
afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site.close()));
});

describeOnEachDatabase(
  "a bot profile's robots.txt check",
  (get) => {
    let cookie = '';
    const websiteIds = new Map<string, number>();
    beforeAll(async () => {
      cookie = (await registerAndSignIn(get().app)).cookie;
    });
    const check = async (domain: string, slug = 'gptbot') => {
      const id =
        websiteIds.get(domain) ?? (await addWebsite(get().app, cookie, { name: 'Site', domain })).site.id;
      websiteIds.set(domain, id);
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/websites/${id}/bots/${slug}/robots-txt`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<RobotsAccess>();
    };
    const domainOf = (name: string) => `http://${sites[name]?.domain}`;

    it("reads the site's live robots.txt through the guarded fetcher and judges the home page", async () => {
      const blocked = await check(domainOf('blocks'));
      expect(blocked).toMatchObject({
        state: 'fetched',
        robotsUrl: `${domainOf('blocks')}/robots.txt`,
        httpStatus: 200,
        path: '/',
      });
      expect(blocked.verdicts.length).toBeGreaterThan(0);
      for (const verdict of blocked.verdicts) {
        expect(verdict).toMatchObject({ allowed: false, rule: 'Disallow: /' });
        expect(['gptbot', '*']).toContain(verdict.group);
      }
      expect(requested).toContain('blocks GET /robots.txt');

      const allowed = await check(domainOf('allows'));
      expect(allowed.state).toBe('fetched');
      expect(allowed.verdicts.every((verdict) => verdict.allowed)).toBe(true);
    });

    it('follows RFC 9309 when robots.txt is missing (all allowed) or the server fails (nothing allowed)', async () => {
      const missing = await check(domainOf('missing'));
      expect(missing).toMatchObject({ state: 'missing', httpStatus: 404 });
      expect(missing.verdicts.every((verdict) => verdict.allowed)).toBe(true);
      const failing = await check(domainOf('failing'));
      expect(failing).toMatchObject({ state: 'server-error', httpStatus: 503 });
      expect(failing.message).toMatch(/HTTP 503/);
      expect(failing.verdicts.every((verdict) => !verdict.allowed)).toBe(true);
    });

    it('says plainly when robots.txt cannot be fetched, and never reaches a private address', async () => {
      const unreachable = await check(`http://${closedPort.domain}`);
      expect(unreachable).toMatchObject({ state: 'unreachable', httpStatus: null, verdicts: [] });
      expect(unreachable.message).toMatch(/refused/);

      const redirected = await check(domainOf('redirects'));
      expect(redirected).toMatchObject({ state: 'unreachable', verdicts: [] });
      expect(redirected.message).toMatch(/private address/);

      const metadata = await check('http://10.0.0.1');
      expect(metadata).toMatchObject({ state: 'unreachable', robotsUrl: 'https://10.0.0.1/robots.txt' });
      expect(metadata.message).toMatch(/private address/);
    });

    it('reads only the first 500 KB of a huge robots.txt', async () => {
      const huge = await check(domainOf('huge'));
      expect(huge).toMatchObject({
        state: 'fetched',
        message: 'Only the first 500 KB were read, as Google does',
      });
      expect(huge.verdicts.every((verdict) => !verdict.allowed && verdict.line === 2)).toBe(true);
    });

    it('judges a bot the registry does not know by the rules for every crawler', async () => {
      const unknown = await check(domainOf('allows'), 'zorblax-crawler');
      expect(unknown.verdicts).toEqual([{ token: '*', allowed: true, group: '*', rule: null, line: null }]);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
