import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { DISK_FULL, whileRefusing } from '../../test-support/refusing-database';
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
      const hits = Array.from({ length: 40 }, (_, i) =>
        queuedGptbotHit(site.id, { url: i % 10 === 0 ? `/kept-${i}` : `/refused-${i}` }),
      );
      logged.length = 0;

      const summary = await whileRefusing(
        get().database.db,
        {
          errcode: '22008',
          message: 'date/time field value out of range',
          when: "new.url like '/refused-%'",
        },
        () => get().app.ingestQueue.enqueue(hits, { urgent: true }),
      );

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
      logged.length = 0;
      // The whole batch retried a fourth time: the writer used to split it after the third and drop its hits.
      const retriedWhole = () =>
        logged.some(
          (entry) =>
            entry.msg === 'event batch write failed; retrying' &&
            entry.hits === 5 &&
            (entry.attempt ?? 0) >= 3,
        );
      // A full disk, a read-only replica, a lock timeout: the database answers `select 1` and refuses writes.
      const summary = await whileRefusing(get().database.db, DISK_FULL, async (release) => {
        const written = get().app.ingestQueue.enqueue(
          Array.from({ length: 5 }, (_, i) => queuedGptbotHit(site.id, { url: `/${i}` })),
          { urgent: true },
        );
        await vi.waitFor(() => expect(retriedWhole()).toBe(true), { timeout: 15_000, interval: 50 });
        await release();
        return written;
      });
      expect(summary).toMatchObject({ received: 5, stored: 5, failed: 0 });
      expect(logged.filter((entry) => entry.msg === 'hit refused by the database; not stored')).toEqual([]);
    }, 30_000);
  },
  { logger },
);
