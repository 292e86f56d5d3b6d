import type { RobotsCompliance } from '@botlens/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { robotsTxtVersions } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { recordLiveRobotsTxt } from './live-robots-versions';

const HOUR = 3_600_000;
const NOW = Date.now();
const ago = (hours: number, minutes = 0) => new Date(NOW - hours * HOUR + minutes * 60_000);

const CHATGPT_USER =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';

/** The versions of the site's robots.txt, in the order they were recorded. */
const VERSIONS = [
  // A: GPTBot kept out of /private/, every crawler out of /admin/.
  {
    at: ago(120),
    outcome: 'ok',
    httpStatus: 200,
    robotsTxt: 'User-agent: GPTBot\nDisallow: /private/\n\nUser-agent: *\nDisallow: /admin/\n',
  },
  // B: GPTBot kept out of everything; no group for anyone else.
  { at: ago(72), outcome: 'ok', httpStatus: 200, robotsTxt: 'User-agent: GPTBot\nDisallow: /\n' },
  // C: the file is gone (404): everything allowed.
  { at: ago(48), outcome: 'missing', httpStatus: 404, robotsTxt: '' },
  // D: the site fails (503): crawlers must stay out, but we cannot tell what they met, so nothing is counted.
  { at: ago(20), outcome: 'unreachable', httpStatus: 503, robotsTxt: '' },
] as const;

/** The hits, and what the version then in force says of each, worked out by hand from the files above. */
const HITS: Array<{ userAgent: string; url: string; at: Date; disallowed: boolean; beforeFirst?: true }> = [
  // Before A: no file known.
  { userAgent: UA.gptbot, url: '/private/x', at: ago(130), disallowed: false, beforeFirst: true },
  { userAgent: UA.gptbot, url: '/private/y', at: ago(129), disallowed: false, beforeFirst: true },
  // Under A.
  { userAgent: UA.gptbot, url: '/private/a', at: ago(100, 1), disallowed: true },
  { userAgent: UA.gptbot, url: '/private/a', at: ago(100, 2), disallowed: true },
  { userAgent: UA.gptbot, url: '/private/a', at: ago(100, 3), disallowed: true },
  { userAgent: UA.gptbot, url: '/blog', at: ago(99), disallowed: false },
  // GPTBot's own group replaces the * group: /admin/ is not disallowed for it.
  { userAgent: UA.gptbot, url: '/admin/x', at: ago(98), disallowed: false },
  { userAgent: UA.claudebot, url: '/admin/x', at: ago(97, 1), disallowed: true },
  { userAgent: UA.claudebot, url: '/admin/x', at: ago(97, 2), disallowed: true },
  { userAgent: UA.claudebot, url: '/private/a', at: ago(96), disallowed: false },
  // ChatGPT-User documents no token: never judged.
  { userAgent: CHATGPT_USER, url: '/private/a', at: ago(95), disallowed: false },
  // Under B.
  { userAgent: UA.gptbot, url: '/blog', at: ago(60, 1), disallowed: true },
  { userAgent: UA.gptbot, url: '/blog', at: ago(60, 2), disallowed: true },
  { userAgent: UA.claudebot, url: '/admin/x', at: ago(59), disallowed: false },
  // Under C (missing).
  { userAgent: UA.gptbot, url: '/private/a', at: ago(30), disallowed: false },
  // Under D (unreachable).
  { userAgent: UA.gptbot, url: '/private/a', at: ago(10), disallowed: false },
];

describeOnEachDatabase('GET /api/websites/:id/robots/compliance', (get) => {
  let cookie = '';
  let websiteId = 0;
  beforeAll(async () => {
    ({ cookie } = await registerAndSignIn(get().app));
    const { site, embed } = await addWebsite(get().app, cookie);
    websiteId = site.id;
    const events = HITS.map((hit, i) => ({
      userAgent: hit.userAgent,
      url: hit.url,
      ip: `203.0.113.${i + 1}`,
      method: 'GET',
      status: 200,
      timestamp: hit.at.toISOString(),
    }));
    expect((await collectEvents(get().app, embed.ingestKey, events)).statusCode).toBe(200);
    for (const version of VERSIONS) {
      const { at, ...fetched } = version;
      await recordLiveRobotsTxt(get().database.db, websiteId, fetched, at);
    }
  });
  const compliance = (query: string, id = websiteId, headers: Record<string, string> = { cookie }) =>
    get().app.inject({ method: 'GET', url: `/api/websites/${id}/robots/compliance${query}`, headers });

  it('judges each hit by the robots.txt version in force when it came, equal to the count worked out by hand', async () => {
    const response = await compliance('?days=7');
    expect(response.statusCode).toBe(200);
    const result = response.json<RobotsCompliance>();
    expect(result.versions).toEqual(
      VERSIONS.map((version) => ({ fetchedAt: version.at.toISOString(), outcome: version.outcome })),
    );
    expect(result.hitsBeforeFirstVersion).toBe(HITS.filter((hit) => hit.beforeFirst).length);
    const judged = (userAgent: string) =>
      HITS.filter((hit) => hit.userAgent === userAgent && !hit.beforeFirst);
    const expected = (userAgent: string) => ({
      hits: judged(userAgent).length,
      disallowedHits: judged(userAgent).filter((hit) => hit.disallowed).length,
    });
    expect(result.bots.map((bot) => bot.name)).toEqual(['GPTBot', 'ClaudeBot']);
    expect(result.bots[0]).toEqual({
      name: 'GPTBot',
      operator: 'OpenAI',
      purpose: 'training',
      ...expected(UA.gptbot),
      // The first disallowed hit on each path, oldest first: /blog was allowed under A, disallowed under B.
      examples: [
        { occurredAt: ago(100, 1).toISOString(), path: '/private/a' },
        { occurredAt: ago(60, 1).toISOString(), path: '/blog' },
      ],
    });
    expect(result.bots[1]).toMatchObject({
      name: 'ClaudeBot',
      ...expected(UA.claudebot),
      examples: [{ occurredAt: ago(97, 1).toISOString(), path: '/admin/x' }],
    });
    expect(new Date(result.to).getTime() - new Date(result.from).getTime()).toBe(7 * 24 * HOUR);
  });

  it('counts nothing under a missing or unreachable file, and lists only the versions in force in the window', async () => {
    const result = (await compliance('?days=1')).json<RobotsCompliance>();
    // C was in force when the window opened, D came inside it.
    expect(result.versions).toEqual([
      { fetchedAt: VERSIONS[2].at.toISOString(), outcome: 'missing' },
      { fetchedAt: VERSIONS[3].at.toISOString(), outcome: 'unreachable' },
    ]);
    expect(result.hitsBeforeFirstVersion).toBe(0);
    expect(result.bots).toEqual([]);
  });

  it('defaults to 30 days, with every hit before the first version counted apart', async () => {
    const result = (await compliance('')).json<RobotsCompliance>();
    expect(new Date(result.to).getTime() - new Date(result.from).getTime()).toBe(30 * 24 * HOUR);
    expect(result.hitsBeforeFirstVersion).toBe(2);
    expect(result.bots.map((bot) => [bot.name, bot.disallowedHits])).toEqual([
      ['GPTBot', 5],
      ['ClaudeBot', 2],
    ]);
  });

  it("answers 404 for another user's website and 400 for a window it does not offer, changing nothing", async () => {
    const versionsBefore = await get()
      .database.db.select({ n: count() })
      .from(robotsTxtVersions)
      .where(eq(robotsTxtVersions.websiteId, websiteId));
    const other = await registerAndSignIn(get().app);
    const foreign = await compliance('?days=7', websiteId, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Website not found');
    expect((await compliance('?days=7', 999_999)).statusCode).toBe(404);
    for (const days of ['3', '-1', '7.5', '']) {
      const bad = await compliance(`?days=${days}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/days must be one of: 1, 7, 30, 90/);
    }
    const notNumber = await compliance('?days=abc');
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().message).toMatch(/days must be a number/);
    expect((await compliance('?days=7', websiteId, {})).statusCode).toBe(401);
    const versionsAfter = await get()
      .database.db.select({ n: count() })
      .from(robotsTxtVersions)
      .where(eq(robotsTxtVersions.websiteId, websiteId));
    expect(versionsAfter).toEqual(versionsBefore);
  });
});
