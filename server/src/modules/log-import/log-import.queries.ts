import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { isLiveWebsite, logImportCheckpoints, websites } from '../../db/schema';
import type { CheckpointPosition, FileFingerprint } from './file-checkpoint';

export type StoredCheckpoint = CheckpointPosition & { id: number };

/** The checkpoint of this file on this website: the one saved under its longest matching fingerprint. */
export async function findCheckpoint(
  db: Database,
  websiteId: number,
  candidates: readonly FileFingerprint[],
): Promise<StoredCheckpoint | undefined> {
  if (candidates.length === 0) return undefined;
  const [row] = await db
    .select({
      id: logImportCheckpoints.id,
      lines: logImportCheckpoints.lines,
      bytes: logImportCheckpoints.bytes,
      contentHash: logImportCheckpoints.contentHash,
    })
    .from(logImportCheckpoints)
    .where(
      and(
        eq(logImportCheckpoints.websiteId, websiteId),
        or(
          ...candidates.map((candidate) =>
            and(
              eq(logImportCheckpoints.fingerprintLines, candidate.lines),
              eq(logImportCheckpoints.fingerprint, candidate.hash),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(logImportCheckpoints.fingerprintLines))
    .limit(1);
  return row;
}

/**
 * Moves a file's checkpoint to `to`, in the transaction of the batch that committed those lines. False when
 * another import of the same file moved it first (or created it): the caller rolls its batch back.
 */
export async function advanceCheckpoint(
  tx: Transaction,
  websiteId: number,
  from: { id: number; lines: number } | { fingerprint: FileFingerprint },
  to: CheckpointPosition,
): Promise<number | undefined> {
  if ('id' in from) {
    const moved = await tx
      .update(logImportCheckpoints)
      .set({ lines: to.lines, bytes: to.bytes, contentHash: to.contentHash, updatedAt: sql`now()` })
      .where(and(eq(logImportCheckpoints.id, from.id), eq(logImportCheckpoints.lines, from.lines)))
      .returning({ id: logImportCheckpoints.id });
    return moved[0]?.id;
  }
  const created = await tx
    .insert(logImportCheckpoints)
    .values({
      websiteId,
      fingerprint: from.fingerprint.hash,
      fingerprintLines: from.fingerprint.lines,
      lines: to.lines,
      bytes: to.bytes,
      contentHash: to.contentHash,
    })
    .onConflictDoNothing()
    .returning({ id: logImportCheckpoints.id });
  return created[0]?.id;
}

/**
 * Whether the website still takes hits, locking it for key share: its final delete then waits for this
 * batch, whose rows its trigger deletes too (as the ingest writer does, write-batch.ts).
 */
export async function lockLiveWebsite(tx: Transaction, websiteId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, websiteId), isLiveWebsite))
    .for('key share');
  return rows.length > 0;
}
