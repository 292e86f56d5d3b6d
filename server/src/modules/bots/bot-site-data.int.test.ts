import { type BotSiteData, botSlug, type TopBot } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { createPrng } from '../../lib/prng';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { analyticsWindow } from '../analytics/analytics-window';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// GPTBot from an address in OpenAI's published list (verified) and from one outside it (spoofed); curl,
// whose maker publishes nothing to check (unverifiable); ClaudeBot, which must not be counted for the others.
const PROFILES = [
  { name: 'GPTBot', ua: UA.gptbot, ip: '20.171.207.10' },
  { name: 'GPTBot', ua: UA.gptbot, ip: '203.0.113.66' },
  { name: 'curl', ua: 'curl/8.4.0', ip: '198.51.100.3' },
  { name: 'ClaudeBot', ua: UA.claudebot, ip: '198.51.100.4' },
];

/** A known dataset: 600 page views over 120 days on 12 pages. */
function dataset(now: number) {
  const random = createPrng(29);
  return Array.from({ length: 600 }, (_, i) => {
    const profile = PROFILES[Math.floor(random() * PROFILES.length)] as (typeof PROFILES)[number];
    return {
      profile,
      event: {
        eventId: `p${i}`,
        timestamp: new Date(now - Math.floor(random() * 120 * DAY)).toISOString(),
        url: `/page-${Math.floor(random() * 12)}`,
        userAgent: profile.ua,
        ip: profile.ip,
      },
    };
  });
}

describeOnEachDatabase("a bot's figures on one website", (get) => {
  const read = (cookie: string, url: string) => get().app.inject({ method: 'GET', url, headers: { cookie } });

  it('equal an independent count over the hits sent, for each range', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const { site: other, embed: otherEmbed } = await addWebsite(get().app, cookie);
    const hits = dataset(Date.now());
    for (let i = 0; i < hits.length; i += 300) {
      const stored = await collectEvents(
        get().app,
        embed.ingestKey,
        hits.slice(i, i + 300).map((hit) => hit.event),
      );
      expect(stored.statusCode).toBe(200);
    }
    // The same bot on another website of the same account is not this website's.
    const [first] = hits;
    await collectEvents(get().app, otherEmbed.ingestKey, [{ ...first?.event, eventId: 'elsewhere' }]);
    const elsewhere = await read(
      cookie,
      `/api/websites/${other.id}/bots/${botSlug(first?.profile.name ?? '')}`,
    );
    const firstAt = new Date(first?.event.timestamp ?? '').toISOString();
    expect(elsewhere.json<BotSiteData>()).toMatchObject({ firstSeen: firstAt, lastSeen: firstAt });

    for (const [slug, name] of [
      ['gptbot', 'GPTBot'],
      ['curl', 'curl'],
    ] as const) {
      const own = hits
        .filter((hit) => hit.profile.name === name)
        .map((hit) => ({ ...hit, at: Date.parse(hit.event.timestamp) }));
      for (const days of [7, 30, 90] as const) {
        // An hour may turn while the request runs; then the expected window moves too, so ask again.
        let checked = false;
        for (let attempt = 0; attempt < 2 && !checked; attempt++) {
          const window = analyticsWindow({ range: days, type: 'all', tz: 'UTC' });
          const response = await read(cookie, `/api/websites/${site.id}/bots/${slug}?days=${days}`);
          if (
            analyticsWindow({ range: days, type: 'all', tz: 'UTC' }).start.getTime() !==
            window.start.getTime()
          )
            continue;
          expect(response.statusCode).toBe(200);
          const data = response.json<BotSiteData>();
          const inWindow = own.filter(
            (hit) => hit.at >= window.start.getTime() && hit.at < window.end.getTime(),
          );
          const verified = inWindow.filter(
            (hit) => name === 'GPTBot' && hit.event.ip === '20.171.207.10',
          ).length;
          const spoofed = inWindow.filter(
            (hit) => name === 'GPTBot' && hit.event.ip === '203.0.113.66',
          ).length;
          expect(data).toMatchObject({ names: [name], days, hits: inWindow.length, verified, spoofed });
          expect(data.unverifiable).toBe(inWindow.length - verified - spoofed);
          if (name === 'curl') expect(data.unverifiable).toBe(inWindow.length);
          // The dataset reaches every case: hits in each range, and both verified and spoofed GPTBot hits.
          expect(inWindow.length).toBeGreaterThan(0);
          if (name === 'GPTBot') expect(Math.min(verified, spoofed)).toBeGreaterThan(0);

          const times = own.map((hit) => hit.at);
          expect(data.firstSeen).toBe(new Date(Math.min(...times)).toISOString());
          expect(data.lastSeen).toBe(new Date(Math.max(...times)).toISOString());

          const perDay = new Map<string, number>();
          for (const hit of inWindow) {
            const day = new Date(Math.floor(hit.at / DAY) * DAY).toISOString();
            perDay.set(day, (perDay.get(day) ?? 0) + 1);
          }
          // Every UTC day the window touches, from the day it starts in to today.
          expect(data.series.length).toBe(
            Math.floor((window.end.getTime() - 1) / DAY) - Math.floor(window.start.getTime() / DAY) + 1,
          );
          expect(data.series.filter((point) => point.hits > 0)).toEqual(
            [...perDay.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([day, count]) => ({ day, hits: count })),
          );

          const perPage = new Map<string, number>();
          for (const hit of inWindow) perPage.set(hit.event.url, (perPage.get(hit.event.url) ?? 0) + 1);
          const expectedPages = [...perPage.entries()]
            .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
            .slice(0, 10)
            .map(([path, count]) => ({ path, hits: count }));
          expect(data.topPages).toEqual(expectedPages);
          checked = true;
        }
        expect(checked, `${name} over ${days} days`).toBe(true);
      }
    }
  });

  it('shows a known bot that never came as zeros and an empty list, not an error', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const response = await read(cookie, `/api/websites/${site.id}/bots/perplexitybot?days=7`);
    expect(response.statusCode).toBe(200);
    const data = response.json<BotSiteData>();
    expect(data).toMatchObject({
      names: ['PerplexityBot'],
      hits: 0,
      verified: 0,
      spoofed: 0,
      unverifiable: 0,
    });
    expect(data).toMatchObject({ firstSeen: null, lastSeen: null, topPages: [] });
    expect(data.series.every((point) => point.hits === 0)).toBe(true);
    const nothing = (
      await read(cookie, `/api/websites/${site.id}/bots/no-such-bot-anywhere`)
    ).json<BotSiteData>();
    expect(nothing).toMatchObject({ names: [], hits: 0, firstSeen: null, topPages: [] });
  });

  it('finds a bot the registry does not know by the address of the name its hits carry', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const ua = 'Mozilla/5.0 (compatible; Zorblaxcrawler/2.1; +https://zorblax.example/bot.html)';
    const at = Date.now() - 3 * DAY;
    const events = [0, 1, 2].map((i) => ({
      eventId: `z${i}`,
      timestamp: new Date(at + i * HOUR).toISOString(),
      url: `/z/${i % 2}`,
      userAgent: ua,
      ip: '198.51.100.20',
    }));
    expect((await collectEvents(get().app, embed.ingestKey, events)).statusCode).toBe(200);
    // The name is the classifier's to choose; the profile is found by whatever it is.
    const [bot] = (await read(cookie, `/api/websites/${site.id}/top-bots?range=7`)).json<TopBot[]>();
    expect(bot?.visits).toBe(3);
    const slug = botSlug(bot?.botName ?? '');
    const facts = await get().app.inject({ method: 'GET', url: `/api/bots/${slug}` });
    expect(facts.statusCode).toBe(404);
    const data = (await read(cookie, `/api/websites/${site.id}/bots/${slug}?days=7`)).json<BotSiteData>();
    expect(data).toMatchObject({ names: [bot?.botName], hits: 3, unverifiable: 3 });
    expect(data.firstSeen).toBe(new Date(at).toISOString());
    expect(data.topPages).toEqual([
      { path: '/z/0', hits: 2 },
      { path: '/z/1', hits: 1 },
    ]);
  });

  it("answers another user's website as if it did not exist, and refuses bad input", async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const stranger = await registerAndSignIn(get().app);
    for (const path of [`bots/gptbot`, `bots/gptbot/robots-txt`]) {
      const response = await read(stranger.cookie, `/api/websites/${site.id}/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ message: 'Website not found' });
      const missing = await read(stranger.cookie, `/api/websites/2147483647/${path}`);
      expect(missing.json(), path).toEqual({ message: 'Website not found' });
    }
    const anonymous = await get().app.inject({ method: 'GET', url: `/api/websites/${site.id}/bots/gptbot` });
    expect(anonymous.statusCode).toBe(401);
    for (const [url, message] of [
      [`/api/websites/${site.id}/bots/gptbot?days=1`, 'days must be one of: 7, 30, 90'],
      [`/api/websites/${site.id}/bots/gptbot?days=7&days=30`, 'days must be one of: 7, 30, 90'],
      [`/api/websites/abc/bots/gptbot`, 'id must be a whole number'],
      [`/api/websites/${site.id}/bots/%27%3B%20drop%20table`, /^slug must be/],
      [`/api/websites/${site.id}/bots/Gpt_Bot`, /^slug must be/],
    ] as const) {
      const response = await read(owner.cookie, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
  });
});
