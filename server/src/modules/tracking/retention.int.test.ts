import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botHourlyRollups, botSessions } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { floorHour } from '../page-windows/window-spans';
import { deleteExpiredData } from './retention';

describeOnEachDatabase('retention', (get) => {
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
    const stored = await get().app.inject({
      method: 'POST',
      url: '/api/collect',
      headers: { authorization: `Bearer ${embed.ingestKey}` },
      payload: { events },
    });
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
