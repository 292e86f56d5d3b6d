import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

describeOnEachDatabase(
  'backpressure',
  (get) => {
    it.each([
      ['/api/track', 202],
      ['the noscript pixel', 200],
    ] as const)(
      '%s answers 503 with Retry-After when the queue is full, and every hit it accepted is stored',
      async (door, acceptedStatus) => {
        const { cookie } = await registerAndSignIn(get().app);
        const { site } = await addWebsite(get().app, cookie);
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            door === '/api/track'
              ? get().app.inject({
                  method: 'POST',
                  url: '/api/track',
                  payload: { trackingId: site.trackingId, url: `https://example.com/${i}` },
                  headers: { 'user-agent': UA.gptbot },
                })
              : get().app.inject({
                  method: 'GET',
                  url: `/api/track/pixel.gif?tid=${site.trackingId}`,
                  headers: { 'user-agent': UA.gptbot, referer: `https://example.com/${i}` },
                }),
          ),
        );
        const accepted = responses.filter((r) => r.statusCode === acceptedStatus).length;
        const refused = responses.filter((r) => r.statusCode === 503);
        expect(accepted).toBeGreaterThan(0);
        expect(refused.length).toBeGreaterThan(0);
        expect(refused[0]?.headers['retry-after']).toBe('5');
        expect(accepted + refused.length).toBe(40);
        await get().app.ingestQueue.flush();
        const [stored] = await get()
          .database.db.select({ n: count() })
          .from(botEvents)
          .where(eq(botEvents.websiteId, site.id));
        expect(Number(stored?.n)).toBe(accepted);
      },
    );
  },
  // A queue of 10 and a long timer: the burst fills it before anything is written.
  { ingest: { maxQueued: 10, maxBatch: 1000, flushIntervalMs: 60_000 } },
);

describeOnEachDatabase(
  'backpressure by memory',
  (get) => {
    it('refuses with 503 once the queued hits would take more memory than allowed, however few they are', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      // About 17 KB each (4096-character URL and referrer, as UTF-16): the 40 KB budget holds two.
      const long = 'x'.repeat(4000);
      const responses = [];
      for (let i = 0; i < 5; i++) {
        responses.push(
          await get().app.inject({
            method: 'POST',
            url: '/api/track',
            payload: {
              trackingId: site.trackingId,
              url: `https://example.com/${i}/${long}`,
              referrer: `https://r.example/${long}`,
            },
            headers: { 'user-agent': UA.gptbot },
          }),
        );
      }
      expect(responses.map((r) => r.statusCode)).toEqual([202, 202, 503, 503, 503]);
      await get().app.ingestQueue.flush();
      // Written, the memory is free again.
      const after = await get().app.inject({
        method: 'POST',
        url: '/api/track',
        payload: { trackingId: site.trackingId, url: `https://example.com/after/${long}` },
        headers: { 'user-agent': UA.gptbot },
      });
      expect(after.statusCode).toBe(202);
      await get().app.ingestQueue.flush();
      const [stored] = await get()
        .database.db.select({ n: count() })
        .from(botEvents)
        .where(eq(botEvents.websiteId, site.id));
      expect(Number(stored?.n)).toBe(3);
    });
  },
  { ingest: { maxQueued: 1000, maxQueuedBytes: 40_000, maxBatch: 1000, flushIntervalMs: 60_000 } },
);
