import { DEFAULT_ROBOTS_POLICY, type RobotsPolicy, type RobotsPolicyOutputs } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { robotsPolicies, robotsTxtVersions } from '../../db/schema';
import { registerAndSignIn, registerProAndSignIn } from '../../test-support/accounts';
import { type FixtureSite, startFixtureSite } from '../../test-support/fixture-site-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { recordLiveRobotsTxt } from './live-robots-versions';

const TRAINING_ALLOWED: RobotsPolicy = {
  ...DEFAULT_ROBOTS_POLICY,
  purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, training: 'allow' },
  bots: { 'OAI-SearchBot': 'block' },
  operators: { Anthropic: 'block' },
  blockedPaths: ['/drafts/'],
};

/** The site's live robots.txt: a rule for everyone, its own group for a bot, a sitemap. */
const LIVE_ROBOTS =
  'User-agent: *\nDisallow: /admin/\n\nUser-agent: Slurp\nDisallow: /cgi/\n\nSitemap: https://example.com/sitemap.xml\n';
let live: FixtureSite;
let missing: FixtureSite;
beforeAll(async () => {
  live = await startFixtureSite((request, response) => {
    if (request.url === '/robots.txt')
      response.writeHead(200, { 'content-type': 'text/plain' }).end(LIVE_ROBOTS);
    else response.writeHead(404).end('Not found');
  });
  missing = await startFixtureSite((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
});
afterAll(async () => {
  await live?.close();
  await missing?.close();
});

describeOnEachDatabase(
  'a website’s stored robots policy and its outputs',
  (get) => {
    let cookie = '';
    let email = '';
    let websiteId = 0;
    let ingestKey = '';
    beforeAll(async () => {
      const owner = await registerProAndSignIn(get().app, get().database.db);
      cookie = owner.cookie;
      email = owner.account.email;
      const { site, embed } = await addWebsite(get().app, cookie, { name: 'Live', domain: live.domain });
      websiteId = site.id;
      ingestKey = embed.ingestKey;
    });
    const request = (
      method: 'GET' | 'PUT' | 'POST',
      path: string,
      payload?: unknown,
      id = websiteId,
      headers: Record<string, string> = { cookie },
    ) =>
      get().app.inject({
        method,
        url: `/api/websites/${id}/robots/${path}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const save = (policy: unknown, baseVersion: number, id = websiteId, headers = { cookie }) =>
      request('PUT', 'policy', { policy, baseVersion }, id, headers);
    const storedVersions = async (id = websiteId) =>
      (
        await get()
          .database.db.select({ version: robotsPolicies.version })
          .from(robotsPolicies)
          .where(eq(robotsPolicies.websiteId, id))
      )
        .map((row) => row.version)
        .sort((a, b) => a - b);

    it('has the default policy as version 0 until one is saved', async () => {
      const response = await request('GET', 'policy');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ policy: DEFAULT_ROBOTS_POLICY, version: 0, versions: [] });
    });

    it('saves versions, who saved them and when, newest first', async () => {
      const before = Date.now();
      const first = await save(TRAINING_ALLOWED, 0);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ policy: TRAINING_ALLOWED, version: 1 });
      const second = await save(DEFAULT_ROBOTS_POLICY, 1);
      expect(second.statusCode).toBe(200);
      const state = second.json();
      expect(state.version).toBe(2);
      expect(state.policy).toEqual(DEFAULT_ROBOTS_POLICY);
      expect(
        state.versions.map((v: { version: number; createdBy: string }) => [v.version, v.createdBy]),
      ).toEqual([
        [2, email],
        [1, email],
      ]);
      expect(new Date(state.versions[0].createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await request('GET', 'policy')).json()).toEqual(state);
    });

    it('refuses a save over a newer version with 409, writing nothing', async () => {
      const response = await save(TRAINING_ALLOWED, 1);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'The policy was changed since you opened it (version 2); reload to see it',
      );
      expect(await storedVersions()).toEqual([1, 2]);
      expect((await request('GET', 'policy')).json().version).toBe(2);
    });

    it('lets only one of two saves racing from the same version in', async () => {
      const answers = await Promise.all([save(TRAINING_ALLOWED, 2), save(DEFAULT_ROBOTS_POLICY, 2)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().message).toBe(
        'The policy was changed since you opened it (version 3); reload to see it',
      );
      expect(await storedVersions()).toEqual([1, 2, 3]);
      // Back to the policy the later tests expect: training allowed, OAI-SearchBot and Anthropic blocked.
      expect((await save(TRAINING_ALLOWED, 3)).json().version).toBe(4);
    });

    it.each([
      [
        { ...DEFAULT_ROBOTS_POLICY, blockedPaths: ['private'] },
        'A path rule starts with / and has no spaces or #',
        'policy.blockedPaths.0',
      ],
      [
        { ...DEFAULT_ROBOTS_POLICY, operators: { 'Nobody Inc': 'block' } },
        'Unknown operator "Nobody Inc": name an operator as the bot registry writes it',
        'policy.operators',
      ],
      [
        { ...DEFAULT_ROBOTS_POLICY, bots: { GPTBot: 'block', ZorblaxBot: 'allow' } },
        'Unknown bot "ZorblaxBot": name a bot as the bot registry writes it',
        'policy.bots',
      ],
    ])(
      'refuses a bad policy (%#) with a 400 naming the problem, writing nothing',
      async (policy, message, field) => {
        const response = await save(policy, 4);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message, field });
        expect(await storedVersions()).toEqual([1, 2, 3, 4]);
      },
    );

    it('refuses a decision that is neither allow nor block, and a missing base version', async () => {
      const bad = await save({ ...DEFAULT_ROBOTS_POLICY, bots: { GPTBot: 'maybe' } }, 4);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('policy.bots.GPTBot');
      const noBase = await request('PUT', 'policy', { policy: DEFAULT_ROBOTS_POLICY });
      expect(noBase.statusCode).toBe(400);
      expect(noBase.json().field).toBe('baseVersion');
      expect(await storedVersions()).toEqual([1, 2, 3, 4]);
    });

    it('lists the 50 newest versions', async () => {
      const { site } = await addWebsite(get().app, cookie);
      await get()
        .database.db.insert(robotsPolicies)
        .values(
          Array.from({ length: 55 }, (_, i) => ({
            websiteId: site.id,
            version: i + 1,
            policy: DEFAULT_ROBOTS_POLICY,
          })),
        );
      const state = (await request('GET', 'policy', undefined, site.id)).json();
      expect(state.version).toBe(55);
      expect(state.versions).toHaveLength(50);
      expect([state.versions[0].version, state.versions[49].version]).toEqual([55, 6]);
      // Saved by nobody known (a removed account): null, not a guess.
      expect(state.versions[0].createdBy).toBeNull();
    });

    it('answers 404 for another user’s website on every route, changing and fetching nothing', async () => {
      const stranger = await registerAndSignIn(get().app);
      const headers = { cookie: stranger.cookie };
      const fetchesBefore = await get()
        .database.db.select()
        .from(robotsTxtVersions)
        .where(eq(robotsTxtVersions.websiteId, websiteId));
      for (const response of [
        await request('GET', 'policy', undefined, websiteId, headers),
        await save(DEFAULT_ROBOTS_POLICY, 4, websiteId, headers),
        await request('GET', 'outputs', undefined, websiteId, headers),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Website not found');
      }
      expect(await storedVersions()).toEqual([1, 2, 3, 4]);
      expect(
        await get()
          .database.db.select()
          .from(robotsTxtVersions)
          .where(eq(robotsTxtVersions.websiteId, websiteId)),
      ).toEqual(fetchesBefore);
      expect((await request('GET', 'policy', undefined, websiteId, {})).statusCode).toBe(401);
    });

    it('produces the policy in force merged with the live robots.txt, and records the fetch', async () => {
      const response = await request('GET', 'outputs');
      expect(response.statusCode).toBe(200);
      const outputs = response.json();
      expect(outputs.version).toBe(4);
      expect(outputs.live).toMatchObject({ outcome: 'ok', httpStatus: 200, robotsTxt: LIVE_ROBOTS });
      const recorded = await get()
        .database.db.select()
        .from(robotsTxtVersions)
        .where(eq(robotsTxtVersions.websiteId, websiteId));
      expect(recorded.map((row) => [row.outcome, row.content])).toEqual([['ok', LIVE_ROBOTS]]);
      // The live rules for everyone, its own group for Slurp and its sitemap, with the policy's path rule.
      expect(outputs.robotsTxt).toContain('User-agent: *\nDisallow: /admin/\nDisallow: /drafts/');
      expect(outputs.robotsTxt).toContain('User-agent: Slurp\nDisallow: /cgi/');
      expect(outputs.robotsTxt).toContain('Sitemap: https://example.com/sitemap.xml');
      // Training allowed by this version, OAI-SearchBot and Anthropic's bots blocked.
      const blockedAgents = outputs.groups
        .filter((group: { decision: string }) => group.decision === 'block')
        .flatMap((group: { userAgents: string[] }) => group.userAgents);
      expect(blockedAgents).toEqual(expect.arrayContaining(['OAI-SearchBot', 'ClaudeBot']));
      expect(blockedAgents).not.toContain('GPTBot');
      expect(outputs.explanation).toMatch(/^The live robots\.txt is merged in/);
      // Blocked by user agent; GPTBot, allowed, is checked against OpenAI's addresses.
      expect(outputs.serverRules.nginx).toMatch(/"~\*\([^"]*OAI-SearchBot/);
      expect(outputs.serverRules.nginx).toContain('$botlens_claims_openai_gptbot');
      expect(outputs.serverRules.apache).toContain('RewriteCond %{HTTP_USER_AGENT} (GPTBot) [NC]');
      expect(outputs.serverRules.caddy).toContain('@botlens_spoofed_openai_gptbot {');
      // The site's own middleware, as /embed-code hands it out, with the blocked bots.
      for (const code of [outputs.middleware.express, outputs.middleware.worker]) {
        expect(code).toContain(JSON.stringify(ingestKey));
        expect(code).toContain(`${get().config.publicUrl}/api/collect`);
        expect(code).toMatch(/const BLOCKED = new RegExp\("[^"]*OAI-SearchBot/);
      }
    });

    it('produces a stored version or the default on request, and 404 for a version that does not exist', async () => {
      const first = (await request('GET', 'outputs?version=2')).json();
      expect(first.version).toBe(2);
      const blocked = first.groups
        .filter((group: { decision: string }) => group.decision === 'block')
        .flatMap((group: { userAgents: string[] }) => group.userAgents);
      expect(blocked).toContain('GPTBot');
      expect((await request('GET', 'outputs?version=0')).json().version).toBe(0);
      const unknown = await request('GET', 'outputs?version=99');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This website has no policy version 99');
      for (const version of ['first', '-1', '1.5', '99999999999']) {
        const bad = await request('GET', `outputs?version=${version}`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().field).toBe('version');
      }
    });

    it('builds from the policy alone when the site serves no robots.txt, or cannot be reached from here', async () => {
      const none = await addWebsite(get().app, cookie, { name: 'None', domain: missing.domain });
      const outputs = (await request('GET', 'outputs', undefined, none.site.id)).json();
      expect(outputs.live).toMatchObject({ outcome: 'missing', httpStatus: 404, robotsTxt: '' });
      expect(outputs.explanation).toMatch(/^The site serves no robots\.txt \(HTTP 404\)/);
      expect(outputs.robotsTxt).not.toContain('/admin/');

      const unseen = await addWebsite(get().app, cookie, { name: 'Nowhere', domain: 'no-such-host.invalid' });
      const nowhere = await request('GET', 'outputs', undefined, unseen.site.id);
      expect(nowhere.statusCode).toBe(200);
      expect(nowhere.json().live).toBeNull();
      expect(nowhere.json().explanation).toMatch(/^The live robots\.txt could not be fetched from here/);
    });

    it('previews an unsaved policy on the robots.txt last read, saving and fetching nothing', async () => {
      const versionsBefore = await storedVersions();
      const recorded = async () =>
        (
          await get()
            .database.db.select({ id: robotsTxtVersions.id, checked: robotsTxtVersions.lastCheckedAt })
            .from(robotsTxtVersions)
            .where(eq(robotsTxtVersions.websiteId, websiteId))
        ).map((row) => `${row.id}@${row.checked.toISOString()}`);
      const recordsBefore = await recorded();
      const draft = {
        ...DEFAULT_ROBOTS_POLICY,
        purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, training: 'allow', search: 'block' },
        bots: { GPTBot: 'block' },
      };
      const preview = await request('POST', 'preview', { policy: draft });
      expect(preview.statusCode).toBe(200);
      const outputs = preview.json<RobotsPolicyOutputs>();
      const blocked = outputs.groups
        .filter((group) => group.decision === 'block')
        .flatMap((group) => group.userAgents);
      expect(blocked).toContain('GPTBot');
      expect(blocked).toContain('OAI-SearchBot');
      expect(blocked).not.toContain('ClaudeBot');
      // Merged with the live file as last read, as the outputs route merges it.
      expect(outputs.robotsTxt).toContain('Disallow: /admin/');
      expect(outputs.explanation).toMatch(
        /^The live robots\.txt as last read \(the version read on \d{4}-\d\d-\d\d\) is merged in/,
      );
      expect(await storedVersions()).toEqual(versionsBefore);
      expect(await recorded()).toEqual(recordsBefore);

      const unknown = await request('POST', 'preview', {
        policy: { ...draft, bots: { NoSuchBot: 'block' } },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/NoSuchBot/);
      const other = await registerAndSignIn(get().app);
      expect(
        (await request('POST', 'preview', { policy: draft }, websiteId, { cookie: other.cookie })).statusCode,
      ).toBe(404);
    });

    it('merges the version last read when the site cannot be reached from here now', async () => {
      const away = await addWebsite(get().app, cookie, { name: 'Away', domain: 'away-host.invalid' });
      const readBefore = new Date(Date.UTC(2026, 9, 1));
      await recordLiveRobotsTxt(
        get().database.db,
        away.site.id,
        { outcome: 'ok', httpStatus: 200, robotsTxt: 'User-agent: *\nDisallow: /kept/\n' },
        readBefore,
      );
      const outputs = (await request('GET', 'outputs', undefined, away.site.id)).json();
      expect(outputs.live).toMatchObject({ outcome: 'ok', fetchedAt: readBefore.toISOString() });
      expect(outputs.robotsTxt).toContain('Disallow: /kept/');
      expect(outputs.explanation).toMatch(
        /^The live robots\.txt could not be fetched from here now: the version read on 2026-10-01 is merged in/,
      );
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
