import { MAX_URL_LENGTH, MAX_USER_AGENT_LENGTH } from '@botlens/contracts';
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

  it('stores over-long texts cut at their limit, and says which were cut', async () => {
    const { site, embed } = await siteWithKey();
    const url = `/search?q=${'x'.repeat(MAX_URL_LENGTH)}`;
    const userAgent = `${UA.gptbot} ${'y'.repeat(MAX_USER_AGENT_LENGTH)}`;
    // An emoji (two UTF-16 units) across the limit: cut before it, never into half of it.
    const referrer = `https://ref.example/${'r'.repeat(MAX_URL_LENGTH - 21)}😀`;
    const response = await collect(embed.ingestKey, {
      events: [
        event({ eventId: 'short' }),
        event({ eventId: 'long-url', url }),
        event({ eventId: 'long-all', url, userAgent, referrer }),
      ],
    });
    expect(response.json()).toMatchObject({
      received: 3,
      stored: 3,
      rejected: [],
      truncated: [
        { index: 1, fields: ['url'] },
        { index: 2, fields: ['url', 'referrer', 'userAgent'] },
      ],
    });
    const rows = await get()
      .database.db.select()
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id))
      .orderBy(botEvents.eventId);
    expect(rows.map((row) => [row.eventId, row.url, row.userAgent, row.referrer])).toEqual([
      [
        'long-all',
        url.slice(0, MAX_URL_LENGTH),
        userAgent.slice(0, MAX_USER_AGENT_LENGTH),
        referrer.slice(0, -2),
      ],
      ['long-url', url.slice(0, MAX_URL_LENGTH), UA.gptbot, null],
      ['short', '/docs/start', UA.gptbot, null],
    ]);
    // Cut, the user agent still names the bot.
    expect(rows[0]?.botName).toBe('GPTBot');
  });
});
