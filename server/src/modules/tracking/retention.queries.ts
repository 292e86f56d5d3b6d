import { lt } from 'drizzle-orm';
import { type Database, withoutStatementTimeout } from '../../db/client';
import { botEvents, botSessions, humanEventIds, ingestBatches } from '../../db/schema';
import { applyRawIntervals, lockClock } from '../page-windows/page-windows.queries';
import { windowsAsOf } from '../page-windows/window-spans';

/**
 * Deletes raw hits, sessions and resend guards from before `hitsBefore`, and the batch ledger's rows from
 * before `ledgerBefore` (none when null). The page windows lose the hits deleted, in the same transaction,
 * with the clock locked so that no hit is added between the two.
 */
export async function deleteDataBefore(
  db: Database,
  { hitsBefore, ledgerBefore }: { hitsBefore: Date; ledgerBefore: Date | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    // After a long stop a day's clean-up may be months of hits: more than a request may take.
    await withoutStatementTimeout(tx);
    const asOf = await lockClock(tx, 'update');
    if (asOf !== null) {
      const expired = windowsAsOf(asOf)
        .map((span) => ({ ...span, to: Math.min(span.to, hitsBefore.getTime()), sign: -1 as const }))
        .filter((span) => span.from < span.to);
      await applyRawIntervals(tx, expired);
    }
    await tx.delete(botEvents).where(lt(botEvents.occurredAt, hitsBefore));
  });
  await db.delete(botSessions).where(lt(botSessions.lastSeenAt, hitsBefore));
  await db.delete(humanEventIds).where(lt(humanEventIds.seenAt, hitsBefore));
  if (ledgerBefore) await db.delete(ingestBatches).where(lt(ingestBatches.committedAt, ledgerBefore));
}
