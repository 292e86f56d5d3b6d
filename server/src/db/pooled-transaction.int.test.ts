import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { postgresBinDir, startThrowawayPostgresServer } from '../test-support/throwaway-postgres-server';
import { openPostgres } from './client';
import { executeRows, rowsOf } from './rows';

const bin = postgresBinDir();

// With TEST_DATABASE_URL, as the other PostgreSQL tests, and on a server of its own that it may restart.
for (const _ of loadConfig().testDatabaseUrl && bin ? [bin] : []) {
  describe('a transaction begun on a pooled connection that a restart has just ended [postgres]', () => {
    let server: Awaited<ReturnType<typeof startThrowawayPostgresServer>>;
    beforeAll(async () => {
      server = await startThrowawayPostgresServer(bin as string);
    });
    afterAll(() => server?.destroy());

    it('gives the connection back, so that the pool still serves and still closes', async () => {
      // One connection: a leaked one leaves none, and pool.end() waits for it for ever.
      const handle = openPostgres(server.url, { max: 1, poolWaitMs: 2000 });
      await handle.db.execute(sql`select 1`);

      // stop() waits for the server to be down while this process does nothing: the idle connection has
      // not yet read that it was terminated, so the pool hands it out and its BEGIN is what fails. A
      // write that starts as PostgreSQL restarts meets the same.
      server.stop();
      const failed = await handle.db.transaction((tx) => tx.execute(sql`select 1`)).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(Error);
      expect(String((failed as Error).cause)).toMatch(/terminat/);
      server.start();

      expect(await executeRows(handle.db, sql`select 1 as answer`)).toEqual([{ answer: 1 }]);
      const inTransaction = await handle.db.transaction((tx) => tx.execute(sql`select 2 as answer`));
      expect(rowsOf(inTransaction)).toEqual([{ answer: 2 }]);
      await handle.close();
    });
  });
}
