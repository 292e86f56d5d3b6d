import { beforeAll, expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

const ROBOTS =
  'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\nAllow: /private/open$\n';
const SEARCHBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot';
const CHATGPT_USER =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const UNKNOWN = 'FooCrawler/1.0 (+https://foo.example/bot)';

/** The hits, and what the robots.txt above says of each, worked out by hand. */
const HITS: Array<{ userAgent: string; url: string; disallowed: boolean }> = [
  ...Array.from({ length: 3 }, () => ({ userAgent: UA.gptbot, url: '/private/a', disallowed: true })),
  ...Array.from({ length: 2 }, () => ({ userAgent: UA.gptbot, url: '/blog/b', disallowed: true })),
  ...Array.from({ length: 2 }, () => ({ userAgent: SEARCHBOT, url: '/private/a', disallowed: true })),
  { userAgent: SEARCHBOT, url: '/private/open', disallowed: false },
  { userAgent: SEARCHBOT, url: '/docs', disallowed: false },
  // OpenAI documents no robots.txt control for ChatGPT-User: no file can stop it.
  ...Array.from({ length: 2 }, () => ({ userAgent: CHATGPT_USER, url: '/private/x', disallowed: false })),
  { userAgent: UNKNOWN, url: '/private/y', disallowed: true },
  { userAgent: UNKNOWN, url: '/', disallowed: false },
];

describeOnEachDatabase('POST /api/websites/:id/robots/simulate', (get) => {
  let cookie = '';
  let websiteId = 0;
  beforeAll(async () => {
    ({ cookie } = await registerAndSignIn(get().app));
    const { site, embed } = await addWebsite(get().app, cookie);
    websiteId = site.id;
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const events = HITS.map((hit, i) => ({
      userAgent: hit.userAgent,
      url: hit.url,
      ip: `203.0.113.${i + 1}`,
      method: 'GET',
      status: 200,
      timestamp: twoHoursAgo,
    }));
    expect((await collectEvents(get().app, embed.ingestKey, events)).statusCode).toBe(200);
  });
  const simulate = (payload: unknown, id = websiteId, headers: Record<string, string> = { cookie }) =>
    get().app.inject({
      method: 'POST',
      url: `/api/websites/${id}/robots/simulate`,
      headers,
      payload: payload as object,
    });

  it('counts, per bot, the hits a robots.txt would have disallowed, equal to the count worked out by hand', async () => {
    const response = await simulate({ robotsTxt: ROBOTS, days: 7 });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.totalHits).toBe(HITS.length);
    const expected = (userAgent: string) => ({
      hits: HITS.filter((h) => h.userAgent === userAgent).length,
      disallowedHits: HITS.filter((h) => h.userAgent === userAgent && h.disallowed).length,
    });
    const byName = Object.fromEntries(result.bots.map((bot: { name: string }) => [bot.name, bot]));
    expect(byName.GPTBot).toMatchObject({
      operator: 'OpenAI',
      purpose: 'training',
      controllable: true,
      ...expected(UA.gptbot),
    });
    expect(byName['OAI-SearchBot']).toMatchObject({ purpose: 'search', ...expected(SEARCHBOT) });
    expect(byName['ChatGPT-User']).toMatchObject({ controllable: false, ...expected(CHATGPT_USER) });
    expect(byName.FooCrawler).toMatchObject({ operator: 'Unknown', ...expected(UNKNOWN) });
    expect(new Date(result.to).getTime() - new Date(result.from).getTime()).toBe(7 * 86_400_000);
  });

  it('defaults to 30 days, and a file that allows everything disallows nothing', async () => {
    const result = (await simulate({ robotsTxt: '' })).json();
    expect(new Date(result.to).getTime() - new Date(result.from).getTime()).toBe(30 * 86_400_000);
    expect(result.bots.every((bot: { disallowedHits: number }) => bot.disallowedHits === 0)).toBe(true);
  });

  it.each([
    [{ robotsTxt: ROBOTS, days: 14 }, 'days must be one of: 1, 7, 30, 90'],
    [{ robotsTxt: 'x'.repeat(500 * 1024 + 1) }, 'robotsTxt must be at most 500 KB'],
    [{ days: 7 }, 'robotsTxt is required'],
  ])('refuses %# with a 400 naming the problem', async (payload, message) => {
    const response = await simulate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for another user’s website and 401 without a sign-in', async () => {
    const stranger = await registerAndSignIn(get().app);
    const response = await simulate({ robotsTxt: ROBOTS }, websiteId, { cookie: stranger.cookie });
    expect(response.statusCode).toBe(404);
    expect((await simulate({ robotsTxt: ROBOTS }, websiteId, {})).statusCode).toBe(401);
  });

  it('reads binary-looking text as a robots.txt without rules', async () => {
    const bytes = String.fromCharCode(...Array.from({ length: 255 }, (_, i) => i + 1));
    const response = await simulate({ robotsTxt: bytes.repeat(100) });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalHits).toBe(HITS.length);
  });
});
