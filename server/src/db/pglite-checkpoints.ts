import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * PGlite runs PostgreSQL as a single backend, without its checkpointer process: nothing checkpoints every
 * checkpoint_timeout, only once the WAL reaches max_wal_size (1 GB). A process killed without warning
 * replays at its next start all the WAL since the last checkpoint, at about 100 MB a second here: seconds
 * per hour of traffic, over ten for a gigabyte. So the server checkpoints once the WAL has grown past this.
 */
export const MAX_WAL_SINCE_CHECKPOINT_BYTES = 64 * 1024 * 1024;
const CHECK_EVERY_MS = 10_000;

/** Bytes of WAL a start after a crash would replay. */
export async function walSinceCheckpoint(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::bigint as bytes from pg_control_checkpoint()`,
  )) as unknown as { rows: Array<{ bytes: string | number }> };
  return Number(result.rows[0]?.bytes ?? 0);
}

/** Checkpoints when more WAL than `maxBytes` has been written since the last checkpoint; says whether it did. */
export async function checkpointIfWalGrown(
  db: Database,
  maxBytes = MAX_WAL_SINCE_CHECKPOINT_BYTES,
): Promise<boolean> {
  if ((await walSinceCheckpoint(db)) < maxBytes) return false;
  await db.execute(sql`checkpoint`);
  return true;
}

/** Checks every 10 s; returns the function that stops it and waits for a checkpoint in progress. */
export function scheduleCheckpoints(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = checkpointIfWalGrown(db).catch((error: unknown) =>
      log.error({ err: error }, 'checkpoint of the embedded database failed'),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
