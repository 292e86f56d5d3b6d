import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botHourlyRollups, botSessions, ingestBatches } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { floorHour } from '../page-windows/window-spans';
import { deleteExpiredData } from './retention';

describeOnEachDatabase('retention', (get) => {
  it('keeps the batch ledger two days, and all of it while a spool file is being written', async () => {
    const db = get().database.db;
    const now = Date.now();
    const hour = 3_600_000;
    const ids = ['ledger-new', 'ledger-old', 'ledger-older'];
    await db.insert(ingestBatches).values([
      { id: ids[0] as string, outcomes: 'S1', committedAt: new Date(now - 47 * hour) },
      { id: ids[1] as string, outcomes: 'S1', committedAt: new Date(now - 49 * hour) },
      { id: ids[2] as string, outcomes: 'S1', committedAt: new Date(now - 30 * 24 * hour) },
    ]);
    const left = async () =>
      (await db.select({ id: ingestBatches.id }).from(ingestBatches).where(inArray(ingestBatches.id, ids)))
        .map((row) => row.id)
        .sort();

    await deleteExpiredData(db, 90, now, { keepBatchLedger: true });
    expect(await left()).toEqual(['ledger-new', 'ledger-old', 'ledger-older']);
    await deleteExpiredData(db, 90, now);
    expect(await left()).toEqual(['ledger-new']);
  });

  it('deletes raw hits and sessions older than the period, to the minute, and keeps the rollups', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const day = 86_400_000;
    const minute = 60_000;
    // Half past an hour, so which hits share an hour does not depend on when the test runs.
    const now = floorHour(Date.now()) - 30 * minute;
    // Expired: days apart, two in one hour, and one a minute before the cutoff (in the cutoff's own hour).
    // Kept: a minute inside the cutoff, and ten days old.
    const ages = [
      100 * day,
      95 * day + 10 * minute,
      95 * day,
      90 * day + minute,
      90 * day - minute,
      10 * day,
    ];
    const events = ages.map((age, i) => ({
      eventId: `r${i}`,
      timestamp: now - age,
      url: `/${i}`,
      userAgent: UA.gptbot,
      ip: `203.0.113.${i + 1}`,
    }));
    const stored = await collectEvents(get().app, embed.ingestKey, events);
    expect(stored.json().stored).toBe(ages.length);

    await deleteExpiredData(get().database.db, 90, now);
    const db = get().database.db;
    expect(
      (await db.select().from(botEvents).where(eq(botEvents.websiteId, site.id))).map((r) => r.path).sort(),
    ).toEqual(['/4', '/5']);
    expect(await db.select().from(botSessions).where(eq(botSessions.websiteId, site.id))).toHaveLength(2);
    expect(
      await db.select().from(botHourlyRollups).where(eq(botHourlyRollups.websiteId, site.id)),
    ).toHaveLength(4); // the hours of 100, 95, 90 and 10 days ago
  });
});

describeOnEachDatabase(
  'hits older than the retention period',
  (get) => {
    it('are neither stored nor counted, however often they are sent', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site, embed } = await addWebsite(get().app, cookie);
      const day = 86_400_000;
      const collect = (eventId: string, age: number) =>
        collectEvents(get().app, embed.ingestKey, [
          { eventId, timestamp: Date.now() - age, url: '/', userAgent: UA.gptbot, ip: '203.0.113.5' },
        ]);
      // Stored and then deleted by retention, an old hit sent again would be stored and counted again: so it
      // is never kept, the first time or any other.
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await collect('old', 31 * day)).json()).toMatchObject({ received: 1, stored: 0, expired: 1 });
      }
      expect((await collect('recent', 29 * day)).json()).toMatchObject({
        received: 1,
        stored: 1,
        expired: 0,
      });
      const db = get().database.db;
      expect(await db.select().from(botEvents).where(eq(botEvents.websiteId, site.id))).toHaveLength(1);
      const rollups = await db.select().from(botHourlyRollups).where(eq(botHourlyRollups.websiteId, site.id));
      expect(rollups.reduce((sum, row) => sum + row.pageViews, 0)).toBe(1);

      // An imported log says how many of its lines were too old.
      const stamp = (age: number) => {
        const at = new Date(Date.now() - age);
        const month = at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${pad(at.getUTCDate())}/${month}/${at.getUTCFullYear()}:${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00 +0000`;
      };
      const log = [40 * day, 2 * day]
        .map((age) => `66.249.66.1 - - [${stamp(age)}] "GET /log HTTP/1.1" 200 5 "-" "${UA.gptbot}"\n`)
        .join('');
      const imported = await get().app.inject({
        method: 'POST',
        url: `/api/websites/${site.id}/import-logs`,
        headers: { cookie, 'content-type': 'text/plain' },
        payload: log,
      });
      // The expired line is neither a bot visit nor a page view imported: it is counted as expired only.
      expect(imported.json()).toMatchObject({ lines: 2, bots: 1, expired: 1, skipped: 0 });
    });
  },
  { config: { retentionDays: 30 } },
);
