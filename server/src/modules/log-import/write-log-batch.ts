import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isTransactionConflict } from '../../lib/pg-errors';
import {
  addHitsToWindows,
  type PreparedWindowCounts,
  windowCountsOf,
} from '../page-windows/add-hits-to-windows';
import {
  assignGroupedSessions,
  groupSessionHits,
  type SessionHitGroups,
} from '../tracking/ingest/assign-bot-sessions';
import { botEventCsvLines, copyBotEvents } from '../tracking/ingest/insert-bot-events';
import { botRollupsStatement, humanHourCountsStatement } from '../tracking/ingest/write-aggregates';
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
 * A batch with all the work done that needs no database: its hits' CSV lines, its rollups' and people's
 * hours' statements, its window counts (for the windows' clock as last seen) and its session groups. An
 * import prepares a batch while the one before it is in its transaction, so that the transaction holds the
 * database's work and little of ours, and the two run side by side on two cores.
 */
export type PreparedLogBatch = {
  batch: LogBatch;
  botEvents: string[];
  windows: PreparedWindowCounts | undefined;
  rollups: SQL | undefined;
  sessions: SessionHitGroups;
  humanHours: SQL | undefined;
};

/** `windowAsOf`: the windows' clock as last seen (null before their first build, undefined if unknown). */
export function prepareLogBatch(
  websiteId: number,
  batch: LogBatch,
  windowAsOf: number | null | undefined,
): PreparedLogBatch {
  const { bots } = batch;
  return {
    batch,
    botEvents: botEventCsvLines(bots),
    windows:
      typeof windowAsOf === 'number'
        ? { asOf: windowAsOf, rows: windowCountsOf(bots, windowAsOf) }
        : undefined,
    rollups: botRollupsStatement(bots),
    sessions: groupSessionHits(bots),
    humanHours: humanHourCountsStatement(
      [...batch.humanHours].map(([hour, pageViews]) => ({ websiteId, hour: new Date(hour), pageViews })),
    ),
  };
}

/** What a committed batch leaves for the next: its checkpoint's id, and the windows' clock it found. */
export type WrittenLogBatch = { checkpointId: number; windowAsOf: number | null | undefined };

/**
 * Writes one prepared batch of a log in one transaction: the file's checkpoint first (so that a second
 * import of the same file waits here for this one and then finds the checkpoint moved), the bot hits with
 * COPY, their page windows, hourly rollups and sessions, and people's hourly totals. Statements are per
 * batch, never per line.
 */
export async function writeLogBatch(
  db: Database,
  websiteId: number,
  prepared: PreparedLogBatch,
  from: CheckpointFrom,
): Promise<WrittenLogBatch> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(db, websiteId, prepared, from);
    } catch (error) {
      // Another writer took the same rollup or session rows in the other order: PostgreSQL chose this one.
      if (attempt >= MAX_ATTEMPTS || !isTransactionConflict(error)) throw error;
    }
  }
}

async function writeOnce(
  db: Database,
  websiteId: number,
  prepared: PreparedLogBatch,
  from: CheckpointFrom,
): Promise<WrittenLogBatch> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveWebsite(tx, websiteId))) throw new NotFoundError(WEBSITE_GONE);
    const checkpointId = await advanceCheckpoint(tx, websiteId, from, prepared.batch.end);
    if (checkpointId === undefined) throw new ConflictError(CONCURRENT_IMPORT);
    const { bots } = prepared.batch;
    let windowAsOf: number | null | undefined;
    if (bots.length > 0) {
      await copyBotEvents(tx, prepared.botEvents);
      windowAsOf = await addHitsToWindows(tx, bots, prepared.windows);
      if (prepared.rollups) await tx.execute(prepared.rollups);
      await assignGroupedSessions(tx, prepared.sessions);
    }
    if (prepared.humanHours) await tx.execute(prepared.humanHours);
    return { checkpointId, windowAsOf };
  });
}
