import { lt } from 'drizzle-orm';
import { type Database, withoutStatementTimeout } from '../../db/client';
import { botEvents, botSessions, humanEventIds, ingestBatches } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { applyRawIntervals, lockClock } from '../page-windows/window-clock';
import { windowsAsOf } from '../page-windows/window-spans';

const HOUR_MS = 3_600_000;
/**
 * How long a committed batch's ledger row is kept. A batch is written again only by a retry, within minutes,
 * or by the replay of a spool file at the next start. The clean-up leaves the ledger alone while
 * any spool file is left (keepBatchLedger). One row per batch (at least one a second under steady traffic) adds up: 30 days of them
 * were measured at 420 MB. Another server on the same PostgreSQL database does not know this one's spool:
 * a spool replayed more than two days late could then write its one unconfirmed batch twice.
 */
export const BATCH_LEDGER_DAYS = 2;

/** The instant before which hits are past the retention period. */
export function retentionCutoff(retentionDays: number, now = Date.now()): Date {
  return new Date(now - retentionDays * 24 * HOUR_MS);
}

/**
 * Deletes raw hits, sessions and resend guards older than the retention period, and the batch ledger's rows
 * older than BATCH_LEDGER_DAYS; hourly rollups stay. The page windows lose what is deleted, so they keep
 * agreeing with the raw hits; the clock is locked meanwhile so that no hit is added between the two.
 */
export async function deleteExpiredData(
  db: Database,
  retentionDays: number,
  now = Date.now(),
  options: { keepBatchLedger?: boolean } = {},
): Promise<void> {
  const cutoff = retentionCutoff(retentionDays, now);
  await db.transaction(async (tx) => {
    // After a long stop a day's clean-up may be months of hits: more than a request may take.
    await withoutStatementTimeout(tx);
    const asOf = await lockClock(tx, 'update');
    if (asOf !== null) {
      const expired = windowsAsOf(asOf)
        .map((span) => ({ ...span, to: Math.min(span.to, cutoff.getTime()), sign: -1 as const }))
        .filter((span) => span.from < span.to);
      await applyRawIntervals(tx, expired);
    }
    await tx.delete(botEvents).where(lt(botEvents.occurredAt, cutoff));
  });
  await db.delete(botSessions).where(lt(botSessions.lastSeenAt, cutoff));
  await db.delete(humanEventIds).where(lt(humanEventIds.seenAt, cutoff));
  if (options.keepBatchLedger) return;
  await db
    .delete(ingestBatches)
    .where(lt(ingestBatches.committedAt, new Date(now - BATCH_LEDGER_DAYS * 24 * HOUR_MS)));
}

/**
 * The clean-up as a job (lib/jobs.ts): a minute after start, out of the start's way, then hourly.
 * `keepBatchLedger` is asked at each run: the ledger rows of the batches a spool file names must outlive it.
 */
export function retentionJob({ ctx, keepBatchLedger }: { ctx: Ctx; keepBatchLedger?: () => boolean }): Job {
  return {
    name: 'retention clean-up',
    firstRunAfterMs: 60_000,
    everyMs: HOUR_MS,
    run: () =>
      deleteExpiredData(ctx.db, ctx.config.retentionDays, Date.now(), {
        keepBatchLedger: keepBatchLedger?.(),
      }),
  };
}
