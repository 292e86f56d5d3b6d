import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, queuedGptbotHit } from '../../test-support/websites';

// What the writer logs, as objects: the test reads which path a failing batch took.
const logged: Array<{ msg: string; attempt?: number; hits?: number }> = [];
const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });

describeOnEachDatabase(
  'hits PostgreSQL refuses as data',
  (get) => {
    it('are isolated at once, without the back-off meant for a database that is down', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      // Year 0 is a valid JavaScript date that PostgreSQL refuses (the doors refuse it since; this is the
      // writer's own defence against whatever else a database may refuse).
      const yearZero = new Date('0000-01-01T00:00:00Z');
      const hits = Array.from({ length: 40 }, (_, i) =>
        queuedGptbotHit(site.id, { url: `/${i}`, occurredAt: i % 10 === 0 ? new Date() : yearZero }),
      );
      logged.length = 0;

      const summary = await get().app.ingestQueue.enqueue(hits, { urgent: true });

      expect(summary).toMatchObject({ received: 40, stored: 4, failed: 36, duplicates: 0 });
      const [stored] = await get()
        .database.db.select({ n: count() })
        .from(botEvents)
        .where(eq(botEvents.websiteId, site.id));
      expect(stored?.n).toBe(4);
      // Each refused hit is logged once, and no batch waited to be retried: with the back-off, these 36 hits
      // held every website's hits up for seconds (a full batch of 1000: about ten minutes).
      expect(logged.filter((entry) => entry.msg === 'hit refused by the database; not stored')).toHaveLength(
        36,
      );
      expect(logged.filter((entry) => entry.msg === 'event batch write failed; retrying')).toEqual([]);
    });

    it('are told apart from a database refusing every write, whose hits wait and are never dropped', async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      const db = get().database.db;
      // A full disk, a read-only replica, a lock timeout: the database answers `select 1` and refuses writes.
      await db.execute(sql`
        create function refuse_writes() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
      await db.execute(
        sql`create trigger refuse_writes before insert on bot_events for each statement execute function refuse_writes()`,
      );
      logged.length = 0;
      // The whole batch retried a fourth time: the writer used to split it after the third and drop its hits.
      const retriedWhole = () =>
        logged.some(
          (entry) =>
            entry.msg === 'event batch write failed; retrying' &&
            entry.hits === 5 &&
            (entry.attempt ?? 0) >= 3,
        );
      try {
        const written = get().app.ingestQueue.enqueue(
          Array.from({ length: 5 }, (_, i) => queuedGptbotHit(site.id, { url: `/${i}` })),
          { urgent: true },
        );
        await vi.waitFor(() => expect(retriedWhole()).toBe(true), { timeout: 15_000, interval: 50 });
        await db.execute(sql`drop trigger refuse_writes on bot_events`);
        expect(await written).toMatchObject({ received: 5, stored: 5, failed: 0 });
      } finally {
        await db.execute(sql`drop trigger if exists refuse_writes on bot_events`);
        await db.execute(sql`drop function if exists refuse_writes()`);
      }
      expect(logged.filter((entry) => entry.msg === 'hit refused by the database; not stored')).toEqual([]);
    }, 30_000);
  },
  { logger },
);
