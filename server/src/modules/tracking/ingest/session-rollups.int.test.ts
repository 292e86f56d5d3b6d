import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createPrng } from '../../../lib/prng';
import { registerAndSignIn } from '../../../test-support/accounts';
import { describeOnEachDatabase } from '../../../test-support/test-app';
import { addWebsite, UA } from '../../../test-support/websites';
import type { IncomingHit } from './hit';

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
});
