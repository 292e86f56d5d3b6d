import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isTransactionConflict } from '../../lib/pg-errors';
import { addHitsToWindows } from '../page-windows/add-hits-to-windows';
import { assignBotSessions } from '../tracking/ingest/assign-bot-sessions';
import { insertBotEvents } from '../tracking/ingest/insert-bot-events';
import { upsertBotRollups, upsertHumanHourCounts } from '../tracking/ingest/write-aggregates';
import type { FileFingerprint } from './file-checkpoint';
import type { LogBatch } from './log-batch';
import { advanceCheckpoint, lockLiveWebsite } from './log-import.queries';

export const CONCURRENT_IMPORT =
  'This log file is being imported by another upload right now; send it again once that one has finished';
export const WEBSITE_GONE = 'The website was deleted while its log was being imported';

/** Where the batch's checkpoint comes from: the file's row as this import last left it, or a new row. */
export type CheckpointFrom = { id: number; lines: number } | { fingerprint: FileFingerprint };

const MAX_ATTEMPTS = 5;

/**
 * Writes one batch of a log in one transaction: the file's checkpoint first (so that a second import of the
 * same file waits here for this one and then finds the checkpoint moved), the bot hits with COPY, their
 * page windows, hourly rollups and sessions, and people's hourly totals. Statements are per batch, never per
 * line. Returns the checkpoint's id, for the next batch.
 */
export async function writeLogBatch(
  db: Database,
  websiteId: number,
  batch: LogBatch,
  from: CheckpointFrom,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(db, websiteId, batch, from);
    } catch (error) {
      // Another writer took the same rollup or session rows in the other order: PostgreSQL chose this one.
      if (attempt >= MAX_ATTEMPTS || !isTransactionConflict(error)) throw error;
    }
  }
}

async function writeOnce(
  db: Database,
  websiteId: number,
  batch: LogBatch,
  from: CheckpointFrom,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveWebsite(tx, websiteId))) throw new NotFoundError(WEBSITE_GONE);
    const checkpointId = await advanceCheckpoint(tx, websiteId, from, batch.end);
    if (checkpointId === undefined) throw new ConflictError(CONCURRENT_IMPORT);
    const { bots } = batch;
    if (bots.length > 0) {
      await insertBotEvents(
        tx,
        bots,
        bots.map((_, index) => index),
      );
      await addHitsToWindows(tx, bots);
      await upsertBotRollups(tx, bots);
      await assignBotSessions(tx, bots);
    }
    await upsertHumanHourCounts(
      tx,
      [...batch.humanHours].map(([hour, pageViews]) => ({ websiteId, hour: new Date(hour), pageViews })),
    );
    return checkpointId;
  });
}
