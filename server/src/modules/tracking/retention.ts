import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import { systemSettingsOf } from '../system-settings/system-settings-reader';
import { deleteDataBefore } from './retention.queries';

const HOUR_MS = 3_600_000;
/**
 * How long a committed batch's ledger row is kept. A batch is written again only by a retry, within minutes,
 * or by the replay of a spool file at the next start. The clean-up leaves the ledger alone while any spool
 * file is left (keepBatchLedger). One row per batch (at least one a second under steady traffic) adds up:
 * 30 days of them were measured at 420 MB. Another server on the same PostgreSQL database does not know
 * this one's spool: a spool replayed more than two days late could then write its one unconfirmed batch
 * twice.
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
  await deleteDataBefore(db, {
    hitsBefore: retentionCutoff(retentionDays, now),
    ledgerBefore: options.keepBatchLedger ? null : new Date(now - BATCH_LEDGER_DAYS * 24 * HOUR_MS),
  });
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
    // The System Settings' data retention in force at each run: a change applies at the next hour.
    run: async () =>
      deleteExpiredData(ctx.db, (await systemSettingsOf(ctx).read()).dataRetentionDays, Date.now(), {
        keepBatchLedger: keepBatchLedger?.(),
      }),
  };
}
