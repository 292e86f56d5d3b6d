import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents, botHourlyRollups, botSessions } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { deleteExpiredData } from './retention';

describeOnEachDatabase('retention', (get) => {
  it('deletes raw hits and sessions older than the period and keeps the rollups', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const day = 86_400_000;
    const events = [100, 10].map((daysAgo, i) => ({
      eventId: `r${i}`,
      timestamp: Date.now() - daysAgo * day,
      url: `/${daysAgo}`,
      userAgent: UA.gptbot,
      ip: `203.0.113.${i + 1}`,
    }));
    const stored = await get().app.inject({
      method: 'POST',
      url: '/api/collect',
      headers: { authorization: `Bearer ${embed.ingestKey}` },
      payload: { events },
    });
    expect(stored.json().stored).toBe(2);

    await deleteExpiredData(get().database.db, 90);
    const db = get().database.db;
    expect(
      (await db.select().from(botEvents).where(eq(botEvents.websiteId, site.id))).map((r) => r.path),
    ).toEqual(['/10']);
    expect(await db.select().from(botSessions).where(eq(botSessions.websiteId, site.id))).toHaveLength(1);
    expect(
      await db.select().from(botHourlyRollups).where(eq(botHourlyRollups.websiteId, site.id)),
    ).toHaveLength(2);
  });
});
