import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type Refusal = { errcode: string; message: string; when?: string };

/** A database that is full: it answers, and refuses every bot hit as PostgreSQL does when the disk is. */
export const DISK_FULL: Refusal = {
  errcode: '53100',
  message: 'could not extend file: No space left on device',
};

/** Makes PostgreSQL refuse bot hits with the given error (those matching `when`, or all). */
export async function refuseHits(db: Database, refusal: Refusal): Promise<void> {
  await db.execute(
    sql.raw(`create function refuse_hits() returns trigger language plpgsql as $$
      begin raise exception '${refusal.message}' using errcode = '${refusal.errcode}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_hits before insert on bot_events for each row
      ${refusal.when ? `when (${refusal.when})` : ''} execute function refuse_hits()`),
  );
}

export async function stopRefusingHits(db: Database): Promise<void> {
  await db.execute(sql`drop trigger if exists refuse_hits on bot_events`);
  await db.execute(sql`drop function if exists refuse_hits()`);
}

/**
 * Runs `body` while PostgreSQL refuses bot hits with the given error, as a database does that is full,
 * read-only, or given a value it cannot store. `release` lifts the refusal.
 */
export async function whileRefusing<T>(
  db: Database,
  refusal: Refusal,
  body: (release: () => Promise<void>) => Promise<T>,
): Promise<T> {
  await refuseHits(db, refusal);
  const release = () => stopRefusingHits(db);
  try {
    return await body(release);
  } finally {
    await release();
  }
}
