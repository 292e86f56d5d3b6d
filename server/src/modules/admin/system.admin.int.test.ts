import type { AdminSystemResponse } from '@botlens/contracts';
import { count } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { botEvents, botSessions, type StoredAuditResult, seoAudits } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { collectHelpers } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { UA } from '../../test-support/websites';
import { newAuditId } from '../seo-audit/seo-audits.queries';

const HOUR = 3_600_000;
const hourOf = (time: number) => new Date(Math.floor(time / HOUR) * HOUR).toISOString();

describeOnEachDatabase('GET /api/admin/system: real figures', (get, database) => {
  const { collect, siteWithKey, event } = collectHelpers(get);
  const read = async (cookie?: string) =>
    get().app.inject({ method: 'GET', url: '/api/admin/system', headers: cookie ? { cookie } : {} });
  let admin: string;
  beforeAll(async () => {
    admin = (await signInAsAdmin(get().app, get().database.db)).cookie;
  });

  it('refuses anyone but an administrator', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    expect((await read()).statusCode).toBe(401);
    expect((await read(cookie)).statusCode).toBe(403);
  });

  it('shows hits ingested in their hours, zero-filled over 7 days, and the rows stored', async () => {
    const before = (await read(admin)).json<AdminSystemResponse>();
    expect(before.hitsPerHour).toHaveLength(7 * 24);
    expect(before.hitsPerHour.at(-1)?.hour).toBe(hourOf(Date.now()));
    expect(before.hitsPerHour.every((h) => h.botHits === 0 && h.humanPageViews === 0)).toBe(true);

    const { embed } = await siteWithKey();
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * HOUR).toISOString();
    const answer = await collect(embed.ingestKey, {
      events: [
        event({ timestamp: twoHoursAgo, url: '/a' }),
        event({ timestamp: twoHoursAgo, url: '/b' }),
        event({ timestamp: new Date(now).toISOString(), url: '/c' }),
        event({ timestamp: new Date(now).toISOString(), url: '/d', userAgent: UA.chrome }),
      ],
    });
    expect(answer.statusCode).toBe(200);

    const after = (await read(admin)).json<AdminSystemResponse>();
    const at = (time: number) => after.hitsPerHour.find((h) => h.hour === hourOf(time));
    expect(at(now - 2 * HOUR)).toEqual({ hour: hourOf(now - 2 * HOUR), botHits: 2, humanPageViews: 0 });
    expect(at(now)).toEqual({ hour: hourOf(now), botHits: 1, humanPageViews: 1 });
    expect(after.hitsPerHour.reduce((sum, h) => sum + h.botHits, 0)).toBe(3);
    const { db } = get().database;
    const stored = async (table: typeof botEvents | typeof botSessions) =>
      Number((await db.select({ n: count() }).from(table))[0]?.n);
    expect(after.stored).toEqual({
      botHits: { count: await stored(botEvents), estimated: false },
      botSessions: { count: await stored(botSessions), estimated: false },
    });
    expect(after.stored.botHits.count).toBe(3);
  });

  it('counts audits per UTC day over 30 days, and reads the database, queue and process as they are', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * HOUR);
    const { db } = get().database;
    for (const createdAt of [threeDaysAgo, threeDaysAgo, new Date(Date.now() - 40 * 24 * HOUR)]) {
      await db.insert(seoAudits).values({
        auditId: newAuditId(),
        visitorHash: 'b'.repeat(64),
        domain: 'counted.example.com',
        aiReadinessScore: 70,
        result: {} as StoredAuditResult,
        createdAt,
      });
    }
    const body = (await read(admin)).json<AdminSystemResponse>();
    expect(body.auditsPerDay).toHaveLength(30);
    expect(body.auditsPerDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    // The two of three days ago in their day; the one of 40 days ago outside the 30.
    expect(body.auditsPerDay.filter((d) => d.audits > 0)).toEqual([
      { day: threeDaysAgo.toISOString().slice(0, 10), audits: 2 },
    ]);
    expect(body.database.kind).toBe(database.name);
    if (database.name === 'pglite') expect(body.database.location).toBe(get().config.dataDir);
    else expect(body.database.location).toMatch(/\/botlens_test_[0-9a-f]{12}$/);
    expect(body.database.location).not.toMatch(/@|password/i);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.database.largestTables).toHaveLength(10);
    const sizes = body.database.largestTables.map((t) => t.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(body.database.largestTables.map((t) => t.name)).toContain('bot_events');
    expect(body.ingestQueue).toEqual({
      waitingHits: 0,
      waitingBytes: 0,
      maxHits: get().app.ingestQueue.maxHits,
      maxBytes: get().app.ingestQueue.maxBytes,
      writeFailure: null,
    });
    // A test app has no spool.
    expect(body.spool).toEqual({ directory: null, files: 0, bytes: 0 });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.serverErrorsLastHour).toBe(0);
  });
});

describeOnEachDatabase(
  'GET /api/admin/system: 5xx answers of this process',
  (get) => {
    const { collect, siteWithKey, event } = collectHelpers(get);
    it('counts a real 503 of the ingest door (its queue full) in the last hour', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const errors = async () =>
        (
          await get().app.inject({ method: 'GET', url: '/api/admin/system', headers: { cookie } })
        ).json<AdminSystemResponse>().serverErrorsLastHour;
      expect(await errors()).toBe(0);
      const { embed } = await siteWithKey();
      // Two hits do not fit in a queue of one: the door answers 503, and says so.
      const refused = await collect(embed.ingestKey, {
        events: [event({ url: '/1' }), event({ url: '/2' })],
      });
      expect(refused.statusCode).toBe(503);
      expect(await errors()).toBe(1);
      // A 4xx is not counted.
      expect((await collect('not-a-key', { events: [event()] })).statusCode).toBe(401);
      expect(await errors()).toBe(1);
    });
  },
  { ingest: { maxQueued: 1 } },
);
