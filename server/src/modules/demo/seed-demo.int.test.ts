import type { HeatmapEntry, RobotsCompliance } from '@botlens/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botSessions, humanHourlyPageViews, websites } from '../../db/schema';
import { sessionCookieFrom } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { findUserByEmail } from '../auth/users.queries';
import { classifyUserAgent } from '../bots/classify-user-agent';
import { systemCtx } from '../context';
import { carriesSnippet, DEMO_PAGES } from './demo-profiles';
import { DEMO_EMAIL, demoTraffic, seedDemoVerb } from './seed-demo';

describeOnEachDatabase('demo data', (get) => {
  it('creates the demo account with 30 days of traffic from 8 profiles, through the pipeline', async () => {
    const ctx = systemCtx({ db: get().database.db, config: get().config, log: get().app.log });
    const demo = await seedDemoVerb(get().app.ingestQueue)({ ctx });
    expect(demo).toMatchObject({ email: DEMO_EMAIL, created: true });

    const login = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: demo.email, password: demo.password },
    });
    expect(login.statusCode).toBe(200);

    const db = get().database.db;
    const user = await findUserByEmail(db, DEMO_EMAIL);
    const [site] = await db
      .select()
      .from(websites)
      .where(eq(websites.userId, user?.id ?? -1));
    const siteId = site?.id ?? -1;
    const generated = demoTraffic(siteId, new Date());
    const [stored] = await db.select({ n: count() }).from(botEvents).where(eq(botEvents.websiteId, siteId));
    const botHits = generated.filter((hit) => classifyUserAgent(hit.userAgent).isBot).length;
    expect(Number(stored?.n)).toBe(botHits);

    const byVerification = await db
      .select({ verification: botEvents.verification, n: count() })
      .from(botEvents)
      .where(eq(botEvents.websiteId, siteId))
      .groupBy(botEvents.verification);
    const verification = Object.fromEntries(byVerification.map((r) => [r.verification, Number(r.n)]));
    expect(verification.verified).toBeGreaterThan(0);
    // The scraper claiming to be Googlebot from a residential address.
    expect(verification.spoofed).toBeGreaterThan(0);

    const names = await db
      .selectDistinct({ name: botEvents.botName })
      .from(botEvents)
      .where(eq(botEvents.websiteId, siteId));
    expect(names.map((r) => r.name).sort()).toEqual(
      [
        'AhrefsBot',
        'ClaudeBot',
        'GPTBot',
        'Googlebot',
        'PerplexityBot',
        'bingbot',
        'facebookexternalhit',
      ].sort(),
    );
    const [days] = await db
      .select({ n: sql<number>`count(distinct date_trunc('day', ${botEvents.occurredAt}))` })
      .from(botEvents)
      .where(eq(botEvents.websiteId, siteId));
    expect(Number(days?.n)).toBeGreaterThanOrEqual(30);
    expect(
      (await db.select().from(botSessions).where(eq(botSessions.websiteId, siteId))).length,
    ).toBeGreaterThan(100);
    const [people] = await db
      .select({ n: sql<number>`sum(${humanHourlyPageViews.pageViews})` })
      .from(humanHourlyPageViews)
      .where(eq(humanHourlyPageViews.websiteId, siteId));
    expect(Number(people?.n)).toBe(12_000);

    // The page analytics show a time on page for every page that carries the snippet, measured by the
    // crawlers that render pages; the text and XML files, which no snippet runs on, have none, and neither
    // has the path the demo's robots.txt keeps from everyone, which only the scraper (rendering nothing) reads.
    for (const range of ['7', '30']) {
      const pages = await get().app.inject({
        method: 'GET',
        url: `/api/websites/${siteId}/heatmap?range=${range}`,
        headers: { cookie: sessionCookieFrom(login) },
      });
      expect(pages.statusCode).toBe(200);
      const timeOnPage = Object.fromEntries(
        pages.json<HeatmapEntry[]>().map((page) => [page.url, page.avgTimeOnPage]),
      );
      expect(Object.keys(timeOnPage).sort(), `range ${range}`).toEqual([...DEMO_PAGES].sort());
      for (const path of DEMO_PAGES) {
        if (carriesSnippet(path) && path !== '/docs/api')
          expect(timeOnPage[path], `${path} over ${range} days`).toBeGreaterThan(0);
        else expect(timeOnPage[path], `${path} over ${range} days`).toBe(0);
      }
    }

    // The demo's robots.txt history, obeyed by every crawler but the scraper posing as Googlebot: the
    // compliance screen shows the two versions and that one offender, on the path kept from everyone.
    const compliance = await get().app.inject({
      method: 'GET',
      url: `/api/websites/${siteId}/robots/compliance?days=30`,
      headers: { cookie: sessionCookieFrom(login) },
    });
    expect(compliance.statusCode).toBe(200);
    const report = compliance.json<RobotsCompliance>();
    expect(report.versions.map((version) => version.outcome)).toEqual(['ok', 'ok']);
    expect(report.bots.map((bot) => bot.name)).toEqual(['Googlebot']);
    expect(report.bots[0]?.disallowedHits).toBeGreaterThan(0);
    expect(new Set(report.bots[0]?.examples.map((example) => example.path))).toEqual(new Set(['/docs/api']));

    const again = await seedDemoVerb(get().app.ingestQueue)({ ctx });
    expect(again.created).toBe(false);
    const [after] = await db.select({ n: count() }).from(botEvents).where(eq(botEvents.websiteId, siteId));
    expect(Number(after?.n)).toBe(Number(stored?.n));
  }, 120_000);
});
