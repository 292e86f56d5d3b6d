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

type Reply = Awaited<ReturnType<typeof postToCollect>>;

const POOL_SIZE = 4;
const REQUESTS = 12;

const event = (eventId: string) => faultEvent('/pool', eventId, '203.0.113.20');

// The embedded database has no pool: one connection that every statement waits for in turn.
for (const serverUrl of faultServerUrl ? [faultServerUrl] : []) {
  describe('every pooled connection held by a slow request [postgres]', () => {
    let fault: FaultPostgres;
    beforeAll(async () => {
      // No statement timeout to speak of, so that the slow requests really keep their connections.
      fault = await openFaultPostgres(serverUrl, {
        max: POOL_SIZE,
        statementTimeoutMs: 120_000,
        poolWaitMs: 1000,
      });
    });
    afterAll(() => fault?.close());

    it('answers the requests beyond the pool 503 in bounded time, and stores every hit it accepted once', async () => {
      const { app } = fault;
      const { cookie, site, embed, health, track } = await faultSite(app);
      // Both doors have looked their website up: their hits need no connection until they are written.
      expect((await track('/before')).statusCode).toBe(202);
      expect((await postToCollect(app, embed.ingestKey, { events: [event('before')] })).statusCode).toBe(200);
      await app.ingestQueue.flush();

      // Every signed-in request reads its session: with the table locked, each holds its connection.
      const locker = await fault.connect();
      await locker.query('begin');
      await locker.query('lock table sessions in access exclusive mode');
      let slow: Array<Reply | undefined> = [];
      let waiting: ReturnType<typeof postToCollect>;
      let acceptedDuring = 0;
      try {
        slow = new Array(REQUESTS).fill(undefined);
        slow.forEach((_, index) => {
          void app.inject({ method: 'GET', url: '/api/websites', headers: { cookie } }).then((response) => {
            slow[index] = response;
          });
        });
        // The pool's share wait on the lock; every other one gives up waiting for a connection.
        await vi.waitFor(() => expect(slow.filter(Boolean)).toHaveLength(REQUESTS - POOL_SIZE), {
          timeout: 20_000,
        });
        for (const response of slow.filter((r) => r !== undefined)) {
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual({
            message: 'The database is busy; retry shortly',
            requestId: expect.any(String),
          });
        }
        expect((await health()).statusCode).toBe(503);

        // A snippet hit needs no connection to be accepted; its write and the collect batch's wait for one.
        expect((await track('/during')).statusCode).toBe(202);
        acceptedDuring++;
        waiting = postToCollect(app, embed.ingestKey, { events: [event('d1'), event('d2')] });
        await vi.waitFor(() => expect(app.ingestQueue.writeFailure?.message).toMatch(/timeout/), {
          timeout: 20_000,
        });
        expect((await track('/refused')).statusCode).toBe(503);
        expect((await postToCollect(app, embed.ingestKey, { events: [event('refused')] })).statusCode).toBe(
          503,
        );
      } finally {
        await locker.query('rollback');
      }

      // The slow requests finish once the lock goes.
      await vi.waitFor(() => expect(slow.filter(Boolean)).toHaveLength(REQUESTS), { timeout: 20_000 });
      expect(slow.filter((r) => r?.statusCode === 200)).toHaveLength(POOL_SIZE);
      await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ status: 'ok' }), {
        timeout: 20_000,
      });
      const answered = await waiting;
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ received: 2, stored: 2, duplicates: 0, failed: 0 });
      await app.ingestQueue.flush();
      const accepted = 2 + acceptedDuring + 2;
      expect(await storedCounts(fault.direct, site.id)).toEqual({ rows: accepted, rolledUp: accepted });
    });
  });
}
