import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createPrng } from '../../lib/prng';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { classifyUserAgent } from '../bots/classify-user-agent';
import { type ClassifiedHit, type IncomingHit, pathOf } from '../tracking/ingest/hit';
import { botEventCsvLines, copyBotEvents } from '../tracking/ingest/insert-bot-events';
import { deleteExpiredData } from '../tracking/retention';
import { addHitsToWindows, windowCountsOf } from './add-hits-to-windows';
import { readClock } from './page-windows.queries';
import { WindowClock } from './window-clock';
import { floorHour, windowsAsOf } from './window-spans';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row = Record<string, string | number>;

/** The windows as stored, one sorted line per (window, page, bot). */
async function stored(db: Database, websiteId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms
    from bot_page_windows where website_id = ${websiteId}`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => Object.values(r).join('|')).sort();
}

/** The same, counted straight from the raw hits for the windows of an hour: what the rows must equal. */
async function countedFromRaw(db: Database, websiteId: number, asOfHour: number): Promise<string[]> {
  const lines: string[] = [];
  for (const span of windowsAsOf(asOfHour)) {
    const result = (await db.execute(sql`
      select ${span.rangeDays}::int as range_days, ${span.period}::int as period, path, bot_name, bot_type,
             count(*)::int as hits,
             count(*) filter (where event = 'page_view')::int as page_views,
             count(duration_ms) filter (where event = 'page_leave')::int as timed_leaves,
             coalesce(sum(duration_ms) filter (where event = 'page_leave'), 0)::bigint as leave_ms
      from bot_events
      where website_id = ${websiteId} and occurred_at >= ${new Date(span.from).toISOString()}
        and occurred_at < ${new Date(span.to).toISOString()}
      group by path, bot_name, bot_type`)) as unknown as { rows: Row[] };
    lines.push(...result.rows.map((r) => Object.values(r).join('|')));
  }
  return lines.sort();
}

describeOnEachDatabase('page windows', (get) => {
  it('equal a count over the raw hits after hits arrive, the clock moves, and retention deletes', async () => {
    const { app, database } = get();
    const db = database.db;
    const { cookie } = await registerAndSignIn(app);
    const { site } = await addWebsite(app, cookie);
    const random = createPrng(7);
    const now = Date.now();
    const hits = (count: number, spreadDays: number, offset = 0): IncomingHit[] =>
      Array.from({ length: count }, (_, i) => {
        const leave = random() < 0.3;
        return {
          websiteId: site.id,
          eventId: `w${offset + i}`,
          // Up to two hours ahead: a sender's clock can run fast; such hits count once their hour comes.
          occurredAt: new Date(now + 2 * HOUR - Math.floor(random() * spreadDays * DAY)),
          source: 'collect',
          event: leave ? 'page_leave' : 'page_view',
          url: `https://example.com/p${Math.floor(random() * 12)}?q=${i}`,
          userAgent: [UA.gptbot, UA.claudebot, UA.googlebot][i % 3] as string,
          ip: '203.0.113.5',
          durationMs: leave && random() < 0.8 ? Math.floor(random() * 60_000) : undefined,
        };
      });

    // Hits stored before the windows exist are counted when the clock first builds them.
    await app.ingestQueue.enqueue(hits(300, 200), { urgent: true });
    const clock = new WindowClock(db);
    await clock.current(now);
    expect(await stored(db, site.id)).toEqual(await countedFromRaw(db, site.id, floorHour(now)));
    expect((await stored(db, site.id)).length).toBeGreaterThan(50);

    // Hits stored afterwards add to the windows they fall in, as the clock stands.
    await app.ingestQueue.enqueue(hits(300, 200, 1000), { urgent: true });
    expect(await stored(db, site.id)).toEqual(await countedFromRaw(db, site.id, floorHour(now)));

    // The clock moves by an hour (the early hits come in), by days, and past every window.
    for (const later of [HOUR, 3 * HOUR, 2 * DAY, 40 * DAY, 400 * DAY]) {
      await clock.current(now + later);
      expect(await stored(db, site.id), `after ${later / HOUR} hours`).toEqual(
        await countedFromRaw(db, site.id, floorHour(now + later)),
      );
      if (later === 40 * DAY) {
        // Retention (as if it ran then) deletes the oldest hits, and the windows lose exactly those.
        await deleteExpiredData(db, 90, now + later);
        expect(await stored(db, site.id)).toEqual(await countedFromRaw(db, site.id, floorHour(now + later)));
      }
    }
    expect(await stored(db, site.id)).toEqual([]);
  }, 60_000);

  it('count hits prepared for a clock that has moved since as the clock stands when they are written', async () => {
    // A log import counts a batch into windows before its transaction, for the clock as it last saw it.
    const { app, database } = get();
    const db = database.db;
    const { cookie } = await registerAndSignIn(app);
    const { site } = await addWebsite(app, cookie);
    // The clock as it stands (another test may have moved it ahead of today).
    await new WindowClock(db).current(Date.now());
    const asOf = (await readClock(db)) as number;
    const random = createPrng(11);
    const hits: ClassifiedHit[] = Array.from({ length: 200 }, (_, i) => {
      const url = `https://example.com/p${i % 7}`;
      const userAgent = [UA.gptbot, UA.claudebot][i % 2] as string;
      return {
        websiteId: site.id,
        occurredAt: new Date(asOf - Math.floor(random() * 10 * DAY)),
        source: 'log',
        event: 'page_view',
        url,
        path: pathOf(url),
        userAgent,
        ip: '203.0.113.5',
        bot: classifyUserAgent(userAgent),
        verification: 'unverifiable',
      };
    });
    const staleAsOf = asOf - 2 * DAY;
    const stale = { asOf: staleAsOf, rows: windowCountsOf(hits, staleAsOf) };
    expect(stale.rows).not.toEqual(windowCountsOf(hits, asOf));
    await db.transaction(async (tx) => {
      await copyBotEvents(tx, botEventCsvLines(hits));
      expect(await addHitsToWindows(tx, hits, stale)).toBe(asOf);
    });
    expect(await stored(db, site.id)).toEqual(await countedFromRaw(db, site.id, asOf));
  });
});
