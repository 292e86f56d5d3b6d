import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postToCollect } from '../test-support/collect';
import {
  type FaultPostgres,
  faultEvent,
  faultServerUrl,
  faultSite,
  openFaultPostgres,
  storedCounts,
} from '../test-support/fault-postgres';

const event = (eventId: string) => faultEvent('/locked', eventId, '203.0.113.10');

// Only a PostgreSQL server has a second connection to hold the lock; the embedded database has one.
for (const serverUrl of faultServerUrl ? [faultServerUrl] : []) {
  describe('the hits table locked by another connection [postgres]', () => {
    let fault: FaultPostgres;
    beforeAll(async () => {
      // A short statement timeout so that the test need not wait the production one (15 s).
      fault = await openFaultPostgres(serverUrl, { max: 4, statementTimeoutMs: 1000 });
    });
    afterAll(() => fault?.close());

    it('answers 503 with Retry-After within the statement timeout, and stores every hit it accepted once', async () => {
      const { app } = fault;
      const { cookie, site, embed, health, track } = await faultSite(app);
      expect((await postToCollect(app, embed.ingestKey, { events: [event('before')] })).statusCode).toBe(200);

      const locker = await fault.connect();
      await locker.query('begin');
      await locker.query('lock table bot_events in access exclusive mode');
      let waiting: ReturnType<typeof postToCollect>;
      let acceptedSnippetHits = 0;
      try {
        // Taken before anything is known: their write waits behind the lock.
        for (const path of ['/a', '/b', '/c']) {
          expect((await track(path)).statusCode).toBe(202);
          acceptedSnippetHits++;
        }
        waiting = postToCollect(app, embed.ingestKey, { events: [event('w1'), event('w2'), event('w3')] });

        // A page that reads the hits gives up at the statement timeout instead of holding its connection.
        const activity = await app.inject({
          method: 'GET',
          url: `/api/websites/${site.id}/recent-activity`,
          headers: { cookie },
        });
        expect(activity.statusCode).toBe(503);
        expect(activity.headers['retry-after']).toBe('5');
        expect(activity.json()).toEqual({
          message: 'The database is busy; retry shortly',
          requestId: expect.any(String),
        });

        // So does the writer: the health check says why, and the doors refuse new hits at once.
        await vi.waitFor(async () => expect((await health()).statusCode).toBe(503), { timeout: 15_000 });
        expect((await health()).json()).toMatchObject({
          status: 'degraded',
          reason: expect.stringMatching(/statement timeout/),
        });
        expect((await track('/refused')).statusCode).toBe(503);
        const refused = await postToCollect(app, embed.ingestKey, { events: [event('refused')] });
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
      } finally {
        await locker.query('rollback');
      }

      await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ status: 'ok' }), {
        timeout: 15_000,
      });
      // The sender that waited through the lock is answered once its hits are committed.
      const answered = await waiting;
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ received: 3, stored: 3, duplicates: 0, failed: 0 });
      await app.ingestQueue.flush();
      const accepted = 1 + acceptedSnippetHits + 3;
      expect(await storedCounts(fault.direct, site.id)).toEqual({ rows: accepted, rolledUp: accepted });
    });
  });
}
