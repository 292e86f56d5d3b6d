import { MAX_DURATION_MS } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { collectHelpers } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';

const DAY_MS = 86_400_000;

// One bad event is refused alone: the rest of its batch is stored, and the answer says which and why.
describeOnEachDatabase('the server-side door rejects a bad event alone', (get) => {
  const { collect, siteWithKey, event, countWhere } = collectHelpers(get);

  it('stores the valid events of 1000 and lists each bad one with its index, field and message', async () => {
    const { site, embed } = await siteWithKey();
    const bad: Record<number, Record<string, unknown>> = {
      17: { durationMs: MAX_DURATION_MS + 1 },
      250: { status: 42 },
      499: { timestamp: new Date(Date.now() + 2 * DAY_MS).toISOString() },
      998: { ip: '203.0.113.999' },
    };
    const events = Array.from({ length: 1000 }, (_, index) =>
      // Within the day of clock skew the server allows: stored.
      event({ eventId: `e${index}`, ...(index === 600 ? { timestamp: Date.now() + DAY_MS - 60_000 } : {}) }),
    ).map((valid, index) => ({ ...valid, ...bad[index] }));

    const response = await collect(embed.ingestKey, { events });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: 1000,
      stored: 996,
      duplicates: 0,
      expired: 0,
      failed: 0,
      bots: 996,
      humans: 0,
      rejected: [
        { index: 17, field: 'durationMs', message: 'durationMs must be at most 86400000' },
        { index: 250, field: 'status', message: 'status must be at least 100' },
        { index: 499, field: 'timestamp', message: 'timestamp is in the future' },
        { index: 998, field: 'ip', message: 'ip is not an IP address' },
      ],
      truncated: [],
    });
    expect(await countWhere(botEvents, site.id)).toBe(996);
    const stored = await get()
      .database.db.select({ eventId: botEvents.eventId })
      .from(botEvents)
      .where(eq(botEvents.websiteId, site.id));
    const storedIds = new Set(stored.map((row) => row.eventId));
    expect(['e17', 'e250', 'e499', 'e998'].filter((id) => storedIds.has(id))).toEqual([]);
    expect(storedIds.has('e600')).toBe(true);

    // Sent again, the good ones are duplicates and the bad ones are still rejected, not stored.
    const again = await collect(embed.ingestKey, { events });
    expect(again.json()).toMatchObject({ received: 1000, stored: 0, duplicates: 996 });
    expect(again.json().rejected).toHaveLength(4);
    expect(await countWhere(botEvents, site.id)).toBe(996);
  });

  it.each([
    ['userAgent is required', 'userAgent', { userAgent: undefined }],
    ['url must be at least 1 characters', 'url', { url: '' }],
    ['status must be a whole number', 'status', { status: 200.5 }],
    ['durationMs must be at least 0', 'durationMs', { durationMs: -1 }],
    ['timestamp is not a valid date', 'timestamp', { timestamp: 'yesterday-ish' }],
    ['timestamp is before 1970', 'timestamp', { timestamp: '0000-01-01T00:00:00Z' }],
    ['timestamp is before 1970', 'timestamp', { timestamp: '-001199-01-01T00:00:00Z' }],
    ['timestamp is before 1970', 'timestamp', { timestamp: -1 }],
    ['timestamp is in the future', 'timestamp', { timestamp: '2999-01-01T00:00:00Z' }],
    ['ip is not an IP address', 'ip', { ip: 'not-an-ip' }],
    // An address ipaddr.js cannot read: refused at the door, never retried by the batch writer.
    ['ip is not an IP address', 'ip', { ip: 'fe80::1%a-b' }],
    ['eventId must be at most 128 characters', 'eventId', { eventId: 'x'.repeat(129) }],
  ])('rejects an event alone (%#): %s', async (message, field, overrides) => {
    const { site, embed } = await siteWithKey();
    const response = await collect(embed.ingestKey, { events: [event(), event(overrides)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      received: 2,
      stored: 1,
      rejected: [{ index: 1, field, message }],
    });
    expect(await countWhere(botEvents, site.id)).toBe(1);
  });

  it('rejects an event that is not an object, and answers 200 when every event is rejected', async () => {
    const { site, embed } = await siteWithKey();
    const response = await collect(embed.ingestKey, { events: [null, 'GET /', [event()]] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      received: 3,
      stored: 0,
      bots: 0,
      humans: 0,
      rejected: [0, 1, 2].map((index) => ({ index, field: 'event', message: 'event must be an object' })),
    });
    await get().app.ingestQueue.flush();
    expect(await countWhere(botEvents, site.id)).toBe(0);
  });
});
