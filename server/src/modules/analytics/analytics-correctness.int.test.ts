import type { HeatmapEntry, SiteStats, TopBot, TrendPoint } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { createPrng } from '../../lib/prng';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { classifyUserAgent } from '../bots/classify-user-agent';
import { analyticsWindow } from './analytics-window';

const HOUR = 3_600_000;
const PROFILES = [
  { ua: UA.gptbot, ip: '20.171.207.10' },
  { ua: UA.claudebot, ip: '216.73.216.10' },
  { ua: UA.googlebot, ip: '66.249.66.1' },
  // Claims to be Googlebot from an address Google does not publish: spoofed.
  { ua: UA.googlebot, ip: '203.0.113.77' },
  { ua: 'Twitterbot/1.0', ip: '199.16.156.10' },
  { ua: 'curl/8.4.0', ip: '198.51.100.3' },
  { ua: UA.chrome, ip: '198.51.100.9' },
];

/** A known dataset: 1,500 hits over 100 days, crossing every day boundary and window edge. */
function dataset(now: number) {
  const random = createPrng(99);
  return Array.from({ length: 1500 }, (_, i) => {
    const profile = PROFILES[Math.floor(random() * PROFILES.length)] as (typeof PROFILES)[number];
    return {
      eventId: `c${i}`,
      timestamp: new Date(now - Math.floor(random() * 100 * 24 * HOUR)).toISOString(),
      url: `/page-${Math.floor(random() * 40)}`,
      userAgent: profile.ua,
      ip: profile.ip,
    };
  });
}

describeOnEachDatabase('analytics figures equal an independent count over the raw hits', (get) => {
  it('agrees for every range and type, for totals, types, pages, bots, trends and the weekday grid', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const events = dataset(Date.now());
    for (let i = 0; i < events.length; i += 500) {
      const stored = await collectEvents(get().app, embed.ingestKey, events.slice(i, i + 500));
      expect(stored.statusCode).toBe(200);
    }
    const bots = events
      .map((e) => ({ ...e, at: Date.parse(e.timestamp), bot: classifyUserAgent(e.userAgent) }))
      .filter((e) => e.bot.isBot);
    const read = async <T>(path: string) =>
      (
        await get().app.inject({
          method: 'GET',
          url: `/api/websites/${site.id}/${path}`,
          headers: { cookie },
        })
      ).json<T>();

    for (const range of [1, 7, 30, 90] as const) {
      for (const type of ['all', 'ai_crawler', 'search_engine'] as const) {
        // An hour may turn while the requests run; then the expected window moves too, so ask again.
        for (let attempt = 0; attempt < 2; attempt++) {
          const window = analyticsWindow({ range, type, tz: 'UTC' });
          const inWindow = bots.filter(
            (e) =>
              e.at >= window.start.getTime() &&
              e.at < window.end.getTime() &&
              (type === 'all' || e.bot.type === type),
          );
          const query = `range=${range}&type=${type}`;
          const [stats, top, trends, grid, heatmap] = await Promise.all([
            read<SiteStats>(`stats?${query}`),
            read<TopBot[]>(`top-bots?${query}&limit=100`),
            read<TrendPoint[]>(`traffic-trends?${query}&granularity=daily`),
            read<{ cells: Array<{ weekday: number; hour: number; count: number }> }>(
              `activity-grid?${query}`,
            ),
            read<HeatmapEntry[]>(`heatmap?${query}`),
          ]);
          if (analyticsWindow({ range, type, tz: 'UTC' }).start.getTime() !== window.start.getTime())
            continue;

          const label = `range ${range}, type ${type}`;
          expect(stats.totalVisits, label).toBe(inWindow.length);
          expect(stats.aiCrawlers, label).toBe(inWindow.filter((e) => e.bot.type === 'ai_crawler').length);
          expect(stats.pagesCrawled, label).toBe(new Set(inWindow.map((e) => e.url)).size);
          const inPrevious = bots.filter(
            (e) =>
              e.at >= window.previousStart.getTime() &&
              e.at < window.start.getTime() &&
              (type === 'all' || e.bot.type === type),
          );
          expect(stats.previous.pagesCrawled, label).toBe(new Set(inPrevious.map((e) => e.url)).size);
          expect(stats.previous.totalVisits, label).toBe(inPrevious.length);
          const byType: Record<string, number> = {};
          for (const e of inWindow) if (e.bot.isBot) byType[e.bot.type] = (byType[e.bot.type] ?? 0) + 1;
          expect(stats.botTypeDistribution, label).toEqual(byType);
          expect(stats.verification.spoofed, label).toBe(
            inWindow.filter((e) => e.ip === '203.0.113.77').length,
          );

          const byName = new Map<string, number>();
          for (const e of inWindow)
            if (e.bot.isBot) byName.set(e.bot.name, (byName.get(e.bot.name) ?? 0) + 1);
          expect(Object.fromEntries(top.map((b) => [b.botName, b.visits])), label).toEqual(
            Object.fromEntries(byName),
          );
          for (const bot of top) {
            const own = inWindow.filter((e) => e.bot.isBot && e.bot.name === bot.botName);
            expect(bot.pages, `${label} ${bot.botName}`).toBe(new Set(own.map((e) => e.url)).size);
            const last = own.reduce((a, b) => (b.at > a.at ? b : a));
            expect(bot.lastSeen, `${label} ${bot.botName}`).toBe(new Date(last.at).toISOString());
            expect(bot.userAgent, `${label} ${bot.botName}`).toBe(last.userAgent);
          }

          const byPage = new Map<string, { visits: number; bots: Set<string> }>();
          for (const e of inWindow) {
            const page = byPage.get(e.url) ?? { visits: 0, bots: new Set<string>() };
            page.visits++;
            if (e.bot.isBot) page.bots.add(e.bot.name);
            byPage.set(e.url, page);
          }
          expect(heatmap.length, label).toBe(byPage.size);
          for (const entry of heatmap) {
            expect(entry.visits, `${label} ${entry.url}`).toBe(byPage.get(entry.url)?.visits);
            expect(entry.bots, `${label} ${entry.url}`).toBe(byPage.get(entry.url)?.bots.size);
          }

          expect(
            trends.reduce((sum, p) => sum + p.totalBots, 0),
            label,
          ).toBe(inWindow.length);
          expect(trends.length, label).toBe(
            new Set(
              Array.from({ length: range * 24 }, (_, h) =>
                new Date(window.start.getTime() + h * HOUR).toISOString().slice(0, 10),
              ),
            ).size,
          );
          for (const point of trends) {
            const day = point.hour.slice(0, 10);
            expect(point.totalBots, `${label} ${day}`).toBe(
              inWindow.filter((e) => e.timestamp.slice(0, 10) === day).length,
            );
          }

          const cell = (weekday: number, hour: number) =>
            grid.cells.find((c) => c.weekday === weekday && c.hour === hour)?.count;
          for (const e of inWindow.slice(0, 20)) {
            const date = new Date(e.at);
            const weekday = (date.getUTCDay() + 6) % 7;
            const expected = inWindow.filter(
              (x) =>
                (new Date(x.at).getUTCDay() + 6) % 7 === weekday &&
                new Date(x.at).getUTCHours() === date.getUTCHours(),
            ).length;
            expect(cell(weekday, date.getUTCHours()), label).toBe(expected);
          }
          break;
        }
      }
    }

    // Days of another time zone: Tokyo's midnight is 15:00 UTC.
    const tokyo = await read<TrendPoint[]>('traffic-trends?range=30&granularity=daily&tz=Asia/Tokyo');
    const window = analyticsWindow({ range: 30, type: 'all', tz: 'UTC' });
    const localDay = (at: number) => new Date(at + 9 * HOUR).toISOString().slice(0, 10);
    for (const point of tokyo) {
      const day = localDay(Date.parse(point.hour));
      expect(point.totalBots, day).toBe(
        bots.filter(
          (e) => e.at >= window.start.getTime() && e.at < window.end.getTime() && localDay(e.at) === day,
        ).length,
      );
    }

    const admin = await signInAsAdmin(get().app, get().database.db);
    const asAdmin = await get().app.inject({
      method: 'GET',
      url: `/api/websites/${site.id}/stats?range=90`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
  }, 120_000);
});
