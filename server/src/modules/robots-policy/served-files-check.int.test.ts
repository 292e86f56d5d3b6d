import { DEFAULT_ROBOTS_POLICY, type ServedFilesCheck } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { llmsTxtGenerations, robotsPolicies, robotsTxtVersions } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

type Answer = { status: number; type: string; body: string };
const text = (body: string, status = 200): Answer => ({ status, type: 'text/plain', body });

const SERVED_ROBOTS = 'User-agent: *\nDisallow: /admin/\n\nSitemap: https://example.com/sitemap.xml\n';
const SERVED_LLMS =
  '# Example\n\n> A site about examples.\n\n## Docs\n\n- [Guide](https://example.com/guide): How to start\n';
const GENERATED_LLMS =
  '# Example\n\n> A site about examples.\n\n## Docs\n\n- [Guide](https://example.com/guide): How to start\n- [API](https://example.com/api): The reference\n';

/** What the site answers, by path; the tests change it. */
const answers: Record<string, Answer> = {};
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite((request, response) => {
    const answer = answers[request.url ?? ''] ?? text('Not found', 404);
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
});
afterAll(() => site.close());

/** The lines of a file as the diff reads them: kept and removed give the served file, kept and added the policy's. */
const sideOf = (diff: ServedFilesCheck['robotsTxt']['diff'], side: 'served' | 'policy') =>
  diff.filter((line) => line.kind !== (side === 'served' ? 'added' : 'removed')).map((line) => line.text);
const linesOf = (body: string) => body.trimEnd().split('\n');

describeOnEachDatabase(
  'GET /api/websites/:id/robots/served-check',
  (get) => {
    let cookie = '';
    let websiteId = 0;
    beforeAll(async () => {
      ({ cookie } = await registerAndSignIn(get().app));
      websiteId = (await addWebsite(get().app, cookie, { name: 'Site', domain: `http://${site.domain}` }))
        .site.id;
    });
    const check = async (id = websiteId, headers: Record<string, string> = { cookie }) =>
      get().app.inject({ method: 'GET', url: `/api/websites/${id}/robots/served-check`, headers });
    const checked = async () => {
      const response = await check();
      expect(response.statusCode).toBe(200);
      return response.json<ServedFilesCheck>();
    };
    const differing = (result: ServedFilesCheck) =>
      Object.fromEntries(result.robotsTxt.botsDiffering.map((bot) => [bot.name, bot]));

    it('diffs the served robots.txt against the default policy’s file built on it, and names the bots they treat differently', async () => {
      answers['/robots.txt'] = text(SERVED_ROBOTS);
      answers['/llms.txt'] = text(SERVED_LLMS);
      const result = await checked();
      expect(result.robotsTxt.live).toMatchObject({
        outcome: 'ok',
        httpStatus: 200,
        robotsTxt: SERVED_ROBOTS,
      });
      // The check recorded the file it read as the website's version.
      const versions = await get()
        .database.db.select()
        .from(robotsTxtVersions)
        .where(eq(robotsTxtVersions.websiteId, websiteId));
      expect(versions.map((v) => v.content)).toEqual([SERVED_ROBOTS]);

      const { diff } = result.robotsTxt;
      expect(sideOf(diff, 'served')).toEqual(linesOf(SERVED_ROBOTS));
      const policyFile = sideOf(diff, 'policy');
      // The default policy keeps training crawlers out, and keeps the site's own rules and Sitemap line.
      expect(policyFile).toContain('User-agent: GPTBot');
      expect(policyFile).toContain('Disallow: /admin/');
      expect(policyFile).toContain('Sitemap: https://example.com/sitemap.xml');
      expect(diff.some((line) => line.kind === 'added')).toBe(true);

      // Training crawlers: the served file lets them in, the policy keeps them out. Search crawlers agree.
      const bots = differing(result);
      expect(bots.GPTBot).toEqual({
        name: 'GPTBot',
        operator: 'OpenAI',
        purpose: 'training',
        policy: 'block',
        served: 'allow',
      });
      expect(bots.ClaudeBot).toMatchObject({ policy: 'block', served: 'allow' });
      expect(bots['OAI-SearchBot']).toBeUndefined();
      expect(result.robotsTxt.botsDiffering.every((bot) => bot.purpose === 'training')).toBe(true);
    });

    it('checks the served llms.txt with the validator, and diffs it against the last finished generation', async () => {
      const before = await checked();
      expect(before.llmsTxt).toMatchObject({ reachable: true, served: true, diff: [] });
      expect(before.llmsTxt.validation).toMatchObject({ valid: true, errors: [] });
      expect(Date.parse(before.llmsTxt.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);

      const db = get().database.db;
      await db.insert(llmsTxtGenerations).values([
        { websiteId, status: 'finished', llmsTxt: GENERATED_LLMS, finishedAt: new Date(Date.now() - 60_000) },
        // A newer run that is still going, and one that failed: neither is the file to compare with.
        { websiteId, status: 'running', llmsTxt: null },
        { websiteId, status: 'failed', llmsTxt: '# Broken\n', finishedAt: new Date(), error: 'sitemap gone' },
      ]);
      const after = await checked();
      expect(after.llmsTxt.diff.filter((line) => line.kind !== 'same')).toEqual([
        { kind: 'added', text: '- [API](https://example.com/api): The reference' },
      ]);

      // An HTML page served in place of llms.txt (a soft 404) is no llms.txt.
      answers['/llms.txt'] = {
        status: 200,
        type: 'text/html',
        body: '<!doctype html><html><body>Home</body></html>',
      };
      const soft = await checked();
      expect(soft.llmsTxt).toMatchObject({ reachable: true, served: false, validation: null });
      expect(soft.llmsTxt.diff.every((line) => line.kind === 'added')).toBe(true);
      answers['/llms.txt'] = text('Not found', 404);
      expect((await checked()).llmsTxt).toMatchObject({ served: false, validation: null });
      // An invalid file is reported by the validator, not hidden.
      answers['/llms.txt'] = text('no title here\n');
      const invalid = await checked();
      expect(invalid.llmsTxt.served).toBe(true);
      expect(invalid.llmsTxt.validation?.valid).toBe(false);
    });

    it('builds the policy’s file from the newest stored policy', async () => {
      answers['/robots.txt'] = text(SERVED_ROBOTS);
      const db = get().database.db;
      const blockSearch = {
        ...DEFAULT_ROBOTS_POLICY,
        purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, search: 'block' as const },
      };
      await db.insert(robotsPolicies).values([
        { websiteId, version: 1, policy: DEFAULT_ROBOTS_POLICY },
        { websiteId, version: 2, policy: blockSearch },
      ]);
      const bots = differing(await checked());
      expect(bots['OAI-SearchBot']).toMatchObject({ purpose: 'search', policy: 'block', served: 'allow' });
      expect(bots.GPTBot).toMatchObject({ policy: 'block', served: 'allow' });
      await db.delete(robotsPolicies).where(eq(robotsPolicies.websiteId, websiteId));
    });

    it('finds nothing differing once the site serves the policy’s own file', async () => {
      const first = await checked();
      answers['/robots.txt'] = text(`${sideOf(first.robotsTxt.diff, 'policy').join('\n')}\n`);
      const result = await checked();
      expect(result.robotsTxt.botsDiffering).toEqual([]);
      expect(result.robotsTxt.diff.every((line) => line.kind === 'same')).toBe(true);
    });

    it('reads a missing file as allowing every bot and an unreachable one as allowing none (RFC 9309)', async () => {
      answers['/robots.txt'] = text('Not found', 404);
      const missing = await checked();
      expect(missing.robotsTxt.live).toMatchObject({ outcome: 'missing', httpStatus: 404, robotsTxt: '' });
      expect(missing.robotsTxt.diff.every((line) => line.kind === 'added')).toBe(true);
      expect(differing(missing).GPTBot).toMatchObject({ policy: 'block', served: 'allow' });
      expect(missing.robotsTxt.botsDiffering.every((bot) => bot.served === 'allow')).toBe(true);

      answers['/robots.txt'] = text('down', 503);
      const unreachable = await checked();
      expect(unreachable.robotsTxt.live).toMatchObject({ outcome: 'unreachable', httpStatus: 503 });
      expect(differing(unreachable).GPTBot).toBeUndefined();
      expect(differing(unreachable)['OAI-SearchBot']).toMatchObject({ policy: 'allow', served: 'block' });
      expect(unreachable.robotsTxt.botsDiffering.every((bot) => bot.served === 'block')).toBe(true);
    });

    it('compares nothing when the site cannot be reached from here, rather than diffing against an empty file', async () => {
      const away = await addWebsite(get().app, cookie, { name: 'Away', domain: 'away-host.invalid' });
      await get().database.db.insert(llmsTxtGenerations).values({
        websiteId: away.site.id,
        status: 'finished',
        llmsTxt: GENERATED_LLMS,
        finishedAt: new Date(),
      });
      const response = await check(away.site.id);
      expect(response.statusCode).toBe(200);
      const result = response.json<ServedFilesCheck>();
      expect(result.robotsTxt).toEqual({ live: null, diff: [], botsDiffering: [] });
      expect(result.llmsTxt).toMatchObject({ reachable: false, served: false, diff: [], validation: null });
    });

    it("answers 404 for another user's website, fetching nothing", async () => {
      const versions = async () =>
        (
          await get()
            .database.db.select()
            .from(robotsTxtVersions)
            .where(eq(robotsTxtVersions.websiteId, websiteId))
        ).length;
      const before = await versions();
      const other = await registerAndSignIn(get().app);
      const foreign = await check(websiteId, { cookie: other.cookie });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Website not found');
      expect((await check(websiteId, {})).statusCode).toBe(401);
      expect(await versions()).toBe(before);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
