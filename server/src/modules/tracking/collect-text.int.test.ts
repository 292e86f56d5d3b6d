import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { collectHelpers } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { UA } from '../../test-support/websites';

// Text as PostgreSQL stores it: what the door compares (event ids) and keeps (hostile URLs and user agents).
describeOnEachDatabase('the server-side door keeps text as it is stored', (get) => {
  const { collect, siteWithKey, event, countWhere, rolledUpPageViews } = collectHelpers(get);

  it('counts an event id that differs only by a NUL byte as the same event, as it is stored', async () => {
    const { site, embed } = await siteWithKey();
    const response = await collect(embed.ingestKey, {
      events: [
        event({ eventId: 'line-7' }),
        event({ eventId: 'line-7\u0000' }),
        event({ eventId: '\u0000line-7' }),
      ],
    });
    expect(response.json()).toMatchObject({ received: 3, stored: 1, duplicates: 2 });
    expect(await countWhere(botEvents, site.id)).toBe(1);
    expect(await rolledUpPageViews(site.id)).toEqual([1]);
  });

  it('counts event ids with an unpaired surrogate as they are stored (U+FFFD), in the answer and the rollups', async () => {
    const { site, embed } = await siteWithKey();
    const first = await collect(embed.ingestKey, { events: [event({ eventId: 'zz\ud801' })] });
    expect(first.json()).toMatchObject({ received: 1, stored: 1, duplicates: 0 });
    // Both arrive as 'zz\ufffd': the same stored event.
    const again = await collect(embed.ingestKey, {
      events: [event({ eventId: 'zz\ud801' }), event({ eventId: 'zz\udc02' })],
    });
    expect(again.json()).toMatchObject({ received: 2, stored: 0, duplicates: 2 });
    expect(await countWhere(botEvents, site.id)).toBe(1);
    expect(await rolledUpPageViews(site.id)).toEqual([1]);
  });

  it('keeps script tags, quotes and NUL bytes from hostile logs as plain text', async () => {
    const { site, embed } = await siteWithKey();
    const response = await collect(embed.ingestKey, {
      events: [
        event({
          url: '/a"><script>alert(1)</script>\u0000b',
          userAgent: `${UA.gptbot}\u0000<svg onload=x>`,
          referrer: 'javascript:alert(1)',
        }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [row] = await get().database.db.select().from(botEvents).where(eq(botEvents.websiteId, site.id));
    expect(row).toMatchObject({
      url: '/a"><script>alert(1)</script>b',
      userAgent: `${UA.gptbot}<svg onload=x>`,
      referrer: 'javascript:alert(1)',
    });
  });
});
