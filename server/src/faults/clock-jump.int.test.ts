import type { SiteStats } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { windowsAsOf } from '../modules/page-windows/window-spans';
import { registerAndSignIn } from '../test-support/accounts';
import { postToCollect } from '../test-support/collect';
import { describeOnEachDatabase } from '../test-support/test-app';
import { addWebsite, UA } from '../test-support/websites';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Row = Record<string, string | number>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Hits per dashboard window as stored in bot_page_windows, and as counted from the raw hits. */
async function windowTotals(db: Database, websiteId: number) {
  const [clock] = await rowsOf(db, sql`select as_of_hour from window_clock where id = 1`);
  const asOf = new Date(clock?.as_of_hour as string).getTime();
  const stored: Record<string, number> = {};
  const raw: Record<string, number> = {};
  for (const row of await rowsOf(
    db,
    sql`select range_days, period, sum(hits)::int as hits from bot_page_windows
        where website_id = ${websiteId} group by range_days, period`,
  )) {
    stored[`${row.range_days}d/${row.period}`] = Number(row.hits);
  }
  for (const span of windowsAsOf(asOf)) {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as hits from bot_events where website_id = ${websiteId}
          and occurred_at >= ${new Date(span.from).toISOString()} and occurred_at < ${new Date(span.to).toISOString()}`,
    );
    if (Number(row?.hits) > 0) raw[`${span.rangeDays}d/${span.period}`] = Number(row?.hits);
  }
  return { asOf, stored, raw };
}

afterEach(() => {
  vi.useRealTimers();
});

describeOnEachDatabase('the clock jumping back an hour during ingestion', (get) => {
  it('counts every hit once in the hourly rollups, the sessions and the page windows', async () => {
    const { app, database } = get();
    const { cookie } = await registerAndSignIn(app);
    const { site, embed } = await addWebsite(app, cookie);
    // Twenty minutes before the end of an hour that has begun: the jump back lands in the hour before,
    // and the clock set right again crosses into the next one.
    const realNow = Date.now();
    let t0 = Math.floor(realNow / HOUR) * HOUR + 40 * MINUTE;
    if (t0 > realNow) t0 -= HOUR;
    const hourOf = (at: number) => new Date(Math.floor(at / HOUR) * HOUR).toISOString();

    // Only Date is faked: the writer's timers, the database and the HTTP layer run as they are.
    vi.useFakeTimers({ toFake: ['Date'] });
    let sent = 0;
    const phase = async (at: number, name: string) => {
      vi.setSystemTime(at);
      for (const path of ['/a', '/b', '/c']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/track',
          payload: { trackingId: site.trackingId, event: 'page_view', url: `/${name}${path}` },
          headers: { 'user-agent': UA.gptbot },
        });
        expect(response.statusCode).toBe(202);
      }
      // A middleware on the same machine stamps its events with the same clock.
      const events = ['x', 'y'].map((id) => ({
        eventId: `${name}-${id}`,
        timestamp: new Date().toISOString(),
        url: `/${name}/${id}`,
        method: 'GET',
        status: 200,
        userAgent: UA.gptbot,
        ip: '203.0.113.30',
      }));
      const collected = await postToCollect(app, embed.ingestKey, { events });
      expect(collected.json()).toMatchObject({ received: 2, stored: 2 });
      await app.ingestQueue.flush();
      sent += 5;
      // A dashboard read moves the page windows to the hour the clock says, never back.
      const stats = await app.inject({
        method: 'GET',
        url: `/api/websites/${site.id}/stats?range=1`,
        headers: { cookie },
      });
      expect(stats.statusCode).toBe(200);
      return stats.json<SiteStats>();
    };

    expect((await phase(t0, 'before')).totalVisits).toBe(5);
    await phase(t0 - HOUR, 'jumped-back');
    const after = await phase(t0 + 45 * MINUTE, 'set-right');
    vi.useRealTimers();
    expect(after.totalVisits).toBe(sent);

    const db = database.db;
    const [events] = await rowsOf(
      db,
      sql`select count(*)::int as n from bot_events where website_id = ${site.id}`,
    );
    expect(Number(events?.n)).toBe(15);
    const rollups = await rowsOf(
      db,
      sql`select hour, page_views::int as n from bot_hourly_rollups where website_id = ${site.id} order by hour`,
    );
    expect(rollups.map((r) => [new Date(r.hour as string).toISOString(), Number(r.n)])).toEqual([
      [hourOf(t0 - HOUR), 5],
      [hourOf(t0), 5],
      [hourOf(t0 + 45 * MINUTE), 5],
    ]);
    // An hour or more apart, each phase's hits start sessions of their own: two addresses, three phases.
    const [sessions] = await rowsOf(
      db,
      sql`select count(*)::int as n, sum(total_pages)::int as pages from bot_sessions where website_id = ${site.id}`,
    );
    expect({ n: Number(sessions?.n), pages: Number(sessions?.pages) }).toEqual({ n: 6, pages: 15 });
    const [sessionRollups] = await rowsOf(
      db,
      sql`select sum(sessions)::int as n from bot_session_hourly_rollups where website_id = ${site.id}`,
    );
    expect(Number(sessionRollups?.n)).toBe(6);

    const windows = await windowTotals(db, site.id);
    expect(windows.asOf).toBe(new Date(hourOf(t0 + 45 * MINUTE)).getTime());
    expect(windows.stored).toEqual(windows.raw);
    expect(windows.stored['1d/0']).toBe(15);
  });
});
