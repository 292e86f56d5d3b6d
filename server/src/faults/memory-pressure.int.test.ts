import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { collectHelpers } from '../test-support/collect';
import { describeOnEachDatabase } from '../test-support/test-app';

const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
const EVENTS_PER_REQUEST = 10;
// Far over the contract's 4096: the door stores it cut, and the queue must hold no more than the cut.
const LONG_URL = `/${'p'.repeat(100 * 1024)}`;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/**
 * Holds the writer back until `release`: a transaction that takes the embedded database's one connection,
 * or that locks the hits table on a server. The queue then fills as it does while a database is slow.
 */
async function holdWrites(database: DatabaseHandle): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const transaction = database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`lock table bot_events in exclusive mode`);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

describeOnEachDatabase(
  'memory pressure: hits with 100 KB URLs',
  (get) => {
    const { siteWithKey, collect, event } = collectHelpers(get);

    it('refuses them at the byte bound, holds no more memory than it counts, and stores each accepted once', async () => {
      const { app, database } = get();
      const queue = app.ingestQueue;
      const { site, embed } = await siteWithKey();
      // The key is looked up (and cached) before the database is held.
      expect((await collect(embed.ingestKey, { events: [event({ eventId: 'warm' })] })).statusCode).toBe(200);

      const baseline = heapAfterGc();
      const release = await holdWrites(database);
      const accepted: Array<ReturnType<typeof collect>> = [];
      let refused: Awaited<ReturnType<typeof collect>> | undefined;
      try {
        for (let request = 0; refused === undefined; request++) {
          const events = Array.from({ length: EVENTS_PER_REQUEST }, (_, index) =>
            event({ eventId: `big-${request}-${index}`, url: `${LONG_URL}?${request}-${index}` }),
          );
          const before = queue.size;
          let answered: Awaited<ReturnType<typeof collect>> | undefined;
          // As bytes, outside the JS heap that is measured: the server's copy is what counts.
          const body = Buffer.from(JSON.stringify({ events }));
          const sent = collect(embed.ingestKey, body, 'application/json').then((response) => {
            answered = response;
            return response;
          });
          // Either its hits are queued (it waits for their write) or it is refused at once.
          await vi.waitFor(() => expect(answered !== undefined || queue.size > before).toBe(true));
          expect(queue.estimatedBytes).toBeLessThanOrEqual(MAX_QUEUED_BYTES);
          if (answered) refused = answered;
          else accepted.push(sent);
          expect(request).toBeLessThan(1000);
        }
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json()).toMatchObject({ message: 'BotLens is busy storing events; retry shortly' });
        expect(accepted.length).toBeGreaterThan(0);
        expect(queue.size).toBe(accepted.length * EVENTS_PER_REQUEST);

        // What the queue holds is what it counted: the cut texts, not the 100 KB each sender sent.
        const grown = heapAfterGc() - baseline;
        expect(grown).toBeLessThan(2 * MAX_QUEUED_BYTES);
      } finally {
        await release();
      }

      for (const response of await Promise.all(accepted)) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ received: EVENTS_PER_REQUEST, stored: EVENTS_PER_REQUEST });
        expect(response.json().truncated).toHaveLength(EVENTS_PER_REQUEST);
      }
      await queue.flush();
      expect(queue.estimatedBytes).toBe(0);
      const result = (await database.db.execute(
        sql`select count(*)::int as n, max(length(url))::int as longest from bot_events
            where website_id = ${site.id} and event_id like 'big-%'`,
      )) as unknown as { rows: Array<{ n: number; longest: number }> };
      expect(result.rows[0]).toEqual({ n: accepted.length * EVENTS_PER_REQUEST, longest: 4096 });
    });
  },
  { ingest: { maxQueuedBytes: MAX_QUEUED_BYTES } },
);
