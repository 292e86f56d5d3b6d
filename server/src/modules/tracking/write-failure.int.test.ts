import { expect, it, vi } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectHelpers } from '../../test-support/collect';
import { DISK_FULL, whileRefusing } from '../../test-support/refusing-database';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

describeOnEachDatabase('a database that refuses writes (a full disk)', (get, database) => {
  const { siteWithKey, collect, event, countWhere } = collectHelpers(get);
  const health = () => get().app.inject({ method: 'GET', url: '/api/health' });
  const track = (trackingId: string, path: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/track',
      payload: { trackingId, event: 'page_view', url: path },
      headers: { 'user-agent': UA.gptbot },
    });

  it('says so in the health check, refuses new hits on every door at once, and keeps what it accepted', async () => {
    const { site, embed } = await siteWithKey();
    await whileRefusing(get().database.db, DISK_FULL, async (release) => {
      // Accepted before anything is known: the write comes a moment later, and fails.
      expect((await track(site.trackingId, '/before')).statusCode).toBe(202);
      await vi.waitFor(async () => expect((await health()).statusCode).toBe(503), { timeout: 10_000 });
      expect((await health()).json()).toEqual({
        status: 'degraded',
        database: database.name === 'pglite' ? 'pglite' : 'postgres',
        reason: expect.stringMatching(
          /^Hits cannot be stored since \S+Z: could not extend file: No space left on device$/,
        ),
        requestId: expect.any(String),
      });

      const refusal = {
        message: 'BotLens cannot store events right now (the database refuses writes); retry shortly',
        requestId: expect.any(String),
      };
      const snippet = await track(site.trackingId, '/during');
      expect(snippet.statusCode).toBe(503);
      expect(snippet.headers['retry-after']).toBe('5');
      const pixel = await get().app.inject({
        method: 'GET',
        url: `/api/track/pixel.gif?tid=${site.trackingId}`,
      });
      expect(pixel.statusCode).toBe(503);
      // The collect door used to wait for the write without end; it answers at once now.
      const started = performance.now();
      const collected = await collect(embed.ingestKey, { events: [event({ url: '/during' })] });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(collected.statusCode).toBe(503);
      expect(collected.json()).toEqual(refusal);
      expect(collected.headers['retry-after']).toBe('5');

      await release();
      await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ status: 'ok' }), {
        timeout: 15_000,
      });
    });
    expect((await track(site.trackingId, '/after')).statusCode).toBe(202);
    await get().app.ingestQueue.flush();
    // What was accepted is stored, what was refused is not.
    expect(await countWhere(botEvents, site.id)).toBe(2);
  });
});

describeOnEachDatabase(
  'a sender already waiting when the database starts refusing writes',
  (get) => {
    const { siteWithKey, collect, event, countWhere } = collectHelpers(get);

    it('is answered 503 in time, and its resend once writes work again is stored once', async () => {
      const { site, embed } = await siteWithKey();
      const events = [event({ url: '/waiting', eventId: 'waiting-1' })];
      await whileRefusing(get().database.db, DISK_FULL, async (release) => {
        // The first sender's batch is the one the database refuses: it waits for the write, not the queue.
        const waiting = await collect(embed.ingestKey, { events });
        expect(waiting.statusCode).toBe(503);
        expect(waiting.headers['retry-after']).toBe('5');
        expect(waiting.json()).toEqual({
          message:
            'BotLens could not store the events within 1.5 seconds; send them again (events with an eventId are never counted twice)',
          requestId: expect.any(String),
        });
        await release();
      });
      await vi.waitFor(
        async () => expect((await collect(embed.ingestKey, { events })).statusCode).toBe(200),
        {
          timeout: 15_000,
        },
      );
      await get().app.ingestQueue.flush();
      expect(await countWhere(botEvents, site.id)).toBe(1);
    });

    it('answers a log upload whose batch the database refuses with 503, and its resend is stored once', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      const line = '66.249.66.1 - - [20/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 512 "-" "GPTBot/1.2"';
      const upload = () =>
        get().app.inject({
          method: 'POST',
          url: `/api/websites/${site.id}/import-logs`,
          headers: { cookie, 'content-type': 'application/octet-stream' },
          payload: `${line}\n`,
        });
      await whileRefusing(get().database.db, DISK_FULL, async (release) => {
        const waiting = await upload();
        expect(waiting.statusCode).toBe(503);
        expect(waiting.headers['retry-after']).toBe('5');
        // The import's own pipeline (not the queue) fails its batch at once: nothing of it is kept.
        expect(waiting.json()).toMatchObject({
          message: expect.stringContaining('could not store the log right now'),
        });
        await release();
      });
      await vi.waitFor(async () => expect((await upload()).statusCode).toBe(200), { timeout: 15_000 });
      await get().app.ingestQueue.flush();
      expect(await countWhere(botEvents, site.id)).toBe(1);
    });
  },
  { commitWaitMs: 1500 },
);
