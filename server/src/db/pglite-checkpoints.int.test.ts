import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './client';
import { checkpointIfWalGrown, walSinceCheckpoint } from './pglite-checkpoints';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openPglite();
});
afterAll(() => handle.close());

it('checkpoints the embedded database once its WAL has grown past the limit, and only then', async () => {
  const limit = 1024 * 1024;
  await handle.db.execute(sql`checkpoint`);
  expect(await checkpointIfWalGrown(handle.db, limit)).toBe(false);
  await handle.db.execute(
    sql`create table filler as select g, repeat('x', 100) as t from generate_series(1, 20000) g`,
  );
  expect(await walSinceCheckpoint(handle.db)).toBeGreaterThan(limit);
  expect(await checkpointIfWalGrown(handle.db, limit)).toBe(true);
  expect(await walSinceCheckpoint(handle.db)).toBeLessThan(limit);
});
