import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, queuedGptbotHit } from '../../test-support/websites';

// What the writer logs, as objects: the test reads which path a failing batch took.
const logged: Array<{ msg: string }> = [];
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
  },
  { logger },
);
