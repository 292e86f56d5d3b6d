import { sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createPrng } from '../../../lib/prng';
import { registerAndSignIn } from '../../../test-support/accounts';
import { describeOnEachDatabase } from '../../../test-support/test-app';
import { addWebsite, UA } from '../../../test-support/websites';
import { defaultBotDetection } from '../../bots/default-bot-detection';
import type { IncomingHit } from './hit';
import { IngestQueue } from './ingest-queue';

const MINUTE = 60_000;

describeOnEachDatabase('session rollups', (get) => {
  it('equal the sessions grouped by the hour they started, as sessions start, grow and start earlier', async () => {
    const { app, database } = get();
    const { cookie } = await registerAndSignIn(app);
    const { site } = await addWebsite(app, cookie);
    const random = createPrng(11);
    const base = Date.now() - 3 * 24 * 60 * MINUTE;
    const hit = (i: number, at: number): IncomingHit => ({
      websiteId: site.id,
      eventId: `s${i}`,
      occurredAt: new Date(at),
      source: 'collect',
      event: 'page_view',
      url: `/p${i % 5}`,
      userAgent: i % 2 ? UA.gptbot : UA.claudebot,
      ip: `203.0.113.${i % 3}`,
    });
    const fromRaw = async () =>
      (
        (await database.db.execute(sql`
          select date_trunc('hour', started_at, 'UTC') as hour, bot_name, count(*)::int as sessions,
                 sum(round(extract(epoch from last_seen_at - started_at) * 1000))::bigint as duration_ms
          from bot_sessions where website_id = ${site.id} group by 1, 2 order by 1, 2`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        }
      ).rows.map(
        (r) => `${new Date(r.hour as string).toISOString()} ${r.bot_name} ${r.sessions} ${r.duration_ms}`,
      );
    const fromRollups = async () =>
      (
        (await database.db.execute(sql`
          select hour, bot_name, sum(sessions)::int as sessions, sum(duration_ms)::bigint as duration_ms
          from bot_session_hourly_rollups where website_id = ${site.id} group by 1, 2 order by 1, 2`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        }
      ).rows.map(
        (r) => `${new Date(r.hour as string).toISOString()} ${r.bot_name} ${r.sessions} ${r.duration_ms}`,
      );

    // One session grows over batches and its start moves back into the hour before; then random batches.
    const hour = Math.floor(base / (60 * MINUTE)) * 60 * MINUTE;
    const steps = [
      [hour + 10 * MINUTE, hour + 12 * MINUTE],
      [hour + 30 * MINUTE],
      [hour - 5 * MINUTE],
      [hour + 3 * 60 * MINUTE],
    ];
    let i = 0;
    for (const [step, times] of steps.entries()) {
      await app.ingestQueue.enqueue(
        times.map((at) => ({ ...hit(i++, at), userAgent: UA.gptbot, ip: '198.51.100.1' })),
        { urgent: true },
      );
      expect(await fromRollups(), `step ${step}`).toEqual(await fromRaw());
    }
    expect(await fromRollups()).toHaveLength(2);
    for (let batch = 0; batch < 6; batch++) {
      const hits = Array.from({ length: 40 }, () =>
        hit(i++, base + Math.floor(random() * 3 * 24 * 60) * MINUTE),
      );
      await app.ingestQueue.enqueue(hits, { urgent: true });
      expect(await fromRollups(), `batch ${batch}`).toEqual(await fromRaw());
    }
    expect((await fromRaw()).length).toBeGreaterThan(20);
  });
  it('are the same sessions whatever order and batches the hits arrive in', async () => {
    const { app, database } = get();
    const { cookie } = await registerAndSignIn(app);
    const inOrder = (await addWebsite(app, cookie)).site;
    const shuffled = (await addWebsite(app, cookie, { name: 'Late', domain: 'https://late.example' })).site;
    const random = createPrng(23);
    const base = Date.now() - 2 * 24 * 60 * MINUTE;
    // Two bots from two addresses, a page every few minutes to an hour: many sessions, some gaps of 30 minutes.
    const plan = Array.from({ length: 240 }, (_, i) => ({
      at: base + Math.floor(random() * 2 * 24 * 60) * MINUTE,
      userAgent: i % 2 ? UA.gptbot : UA.claudebot,
      ip: `198.51.100.${i % 3 === 0 ? 1 : 2}`,
    }));
    const hitsFor = (websiteId: number, items: typeof plan): IncomingHit[] =>
      items.map((item) => ({
        websiteId,
        occurredAt: new Date(item.at),
        source: 'log',
        event: 'page_view',
        url: '/',
        userAgent: item.userAgent,
        ip: item.ip,
      }));
    await app.ingestQueue.enqueue(
      hitsFor(
        inOrder.id,
        [...plan].sort((a, b) => a.at - b.at),
      ),
      { urgent: true },
    );
    // A log imported late and out of order, in small batches: each batch met the sessions the ones before it
    // stored, and used to start a session of its own wherever a hit fell before the latest one.
    const late = [...plan].sort(() => random() - 0.5);
    while (late.length > 0) {
      await app.ingestQueue.enqueue(hitsFor(shuffled.id, late.splice(0, 1 + Math.floor(random() * 30))), {
        urgent: true,
      });
    }
    const sessionsOf = async (websiteId: number) =>
      (
        (await database.db.execute(sql`
          select bot_name, client_ip, started_at, last_seen_at, total_pages from bot_sessions
          where website_id = ${websiteId} order by bot_name, client_ip, started_at`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        }
      ).rows.map((r) =>
        [
          r.bot_name,
          r.client_ip,
          new Date(r.started_at as string).toISOString(),
          new Date(r.last_seen_at as string).toISOString(),
          r.total_pages,
        ].join(' '),
      );
    const expected = await sessionsOf(inOrder.id);
    expect(expected.length).toBeGreaterThan(20);
    expect(await sessionsOf(shuffled.id)).toEqual(expected);
    // The rollups took out what joined sessions were, to the millisecond.
    const totals = async (table: 'rollups' | 'sessions') =>
      (
        (await database.db.execute(
          table === 'rollups'
            ? sql`select coalesce(sum(sessions), 0)::int as sessions, coalesce(sum(duration_ms), 0)::bigint as ms
                from bot_session_hourly_rollups where website_id = ${shuffled.id}`
            : sql`select count(*)::int as sessions,
                coalesce(sum(round(extract(epoch from last_seen_at - started_at) * 1000)), 0)::bigint as ms
                from bot_sessions where website_id = ${shuffled.id}`,
        )) as unknown as { rows: Array<{ sessions: number; ms: string | number }> }
      ).rows.map((r) => [r.sessions, Number(r.ms)]);
    expect(await totals('rollups')).toEqual(await totals('sessions'));
    expect((await totals('sessions'))[0]).toEqual([expected.length, expect.any(Number)]);
  });

  it("are one session when two writers store the same bot's hits at once", async () => {
    const { app, database } = get();
    const { cookie } = await registerAndSignIn(app);
    const writers = [0, 1].map(
      () =>
        new IngestQueue({
          db: database.db,
          log: pino({ level: 'silent' }),
          retentionDays: 3650,
          ...defaultBotDetection(),
        }),
    );
    const hour = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE - 24 * 60 * MINUTE;
    // One visit across an hour's end, its halves written by two servers at the same moment: different pages
    // and hours, so no rollup or window row makes one transaction wait for the other before the sessions.
    const half = (websiteId: number, writer: number) =>
      Array.from({ length: 20 }, (_, minute) => ({
        websiteId,
        occurredAt: new Date(hour + (writer === 0 ? minute - 20 : minute) * MINUTE),
        source: 'snippet' as const,
        event: 'page_view' as const,
        url: writer === 0 ? '/before' : '/after',
        userAgent: UA.gptbot,
        ip: '198.51.100.7',
      }));
    const sites: number[] = [];
    for (let round = 0; round < 5; round++) {
      const { site } = await addWebsite(app, cookie, {
        name: `Race ${round}`,
        domain: `https://race${round}.example`,
      });
      sites.push(site.id);
      await Promise.all(
        writers.map((writer, index) => writer.enqueue(half(site.id, index), { urgent: true })),
      );
    }
    const result = (await database.db.execute(sql`
      select website_id, count(*)::int as sessions, sum(total_pages)::int as pages from bot_sessions
      where website_id in (${sql.join(
        sites.map((id) => sql`${id}`),
        sql`, `,
      )}) group by 1 order by 1`)) as unknown as {
      rows: Array<{ website_id: number; sessions: number; pages: number }>;
    };
    expect(result.rows.map((r) => [r.sessions, r.pages])).toEqual(sites.map(() => [1, 40]));
  });
  it('extends a long session backwards, however many later sessions its bot has', async () => {
    const { app, database } = get();
    const { cookie } = await registerAndSignIn(app);
    const { site } = await addWebsite(app, cookie, { name: 'Long', domain: 'https://long.example' });
    const start = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * 24 * 60 * MINUTE;
    const at = (minutes: number): IncomingHit => ({
      websiteId: site.id,
      occurredAt: new Date(start + minutes * MINUTE),
      source: 'log',
      event: 'page_view',
      url: '/',
      userAgent: UA.gptbot,
      ip: '198.51.100.9',
    });
    // A visit of 90 minutes, then 50 short ones hours apart, stored first.
    await app.ingestQueue.enqueue(
      [
        ...Array.from({ length: 10 }, (_, i) => at(10 + i * 10)),
        ...Array.from({ length: 50 }, (_, i) => at(300 + i * 120)),
      ],
      { urgent: true },
    );
    // A line of an older log: 5 minutes before the long visit began, so part of it.
    await app.ingestQueue.enqueue([at(5)], { urgent: true });
    const rows = (
      (await database.db.execute(sql`
        select started_at, last_seen_at, total_pages from bot_sessions where website_id = ${site.id}
        order by started_at limit 2`)) as unknown as {
        rows: Array<{ started_at: string; last_seen_at: string; total_pages: number }>;
      }
    ).rows;
    expect(
      rows.map((r) => [new Date(r.started_at).getTime(), new Date(r.last_seen_at).getTime(), r.total_pages]),
    ).toEqual([
      [start + 5 * MINUTE, start + 100 * MINUTE, 11],
      [start + 300 * MINUTE, start + 300 * MINUTE, 1],
    ]);
    const [count] = (
      (await database.db.execute(
        sql`select count(*)::int as n from bot_sessions where website_id = ${site.id}`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(count?.n).toBe(51);
  });
});
