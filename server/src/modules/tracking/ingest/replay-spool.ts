import { renameSync, unlinkSync } from 'node:fs';
import { emptyCollectCounts } from '@botlens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestQueue, UnwrittenBatch } from './ingest-queue';
import { QueueFullError } from './queue-errors';
import type { BatchSummary } from './queued-hits';
import { readSpoolFile, spoolFilesIn, writeSpoolFile } from './spool-file';

/**
 * At shutdown, once the grace for writing is over: takes every accepted hit the database has not committed
 * out of the queue and saves it to a spool file. Returns how many hits were saved.
 */
export function spoolUnwrittenHits(queue: IngestQueue, dir: string, log: FastifyBaseLogger): number {
  const batches = queue.takeUnwritten();
  const hits = batches.reduce((sum, batch) => sum + batch.hits.length, 0);
  if (hits === 0) return 0;
  try {
    const file = writeSpoolFile(dir, batches);
    log.warn(
      { hits, file },
      'the database did not take every accepted hit in time; saved for the next start',
    );
  } catch (error) {
    // Nothing else can keep them: the operator must hear how many are gone, and why.
    log.error({ err: error, hits, dir }, 'accepted hits could not be saved to the spool and are lost');
  }
  return hits;
}

/**
 * Writes the hits saved by earlier shutdowns, file by file, through the queue under their batch ids (so a
 * file written twice stores nothing twice), and deletes each file once all of it is committed. A damaged file
 * is renamed `.damaged` and left for the operator. Stops, keeping the file, when the queue closes meanwhile.
 */
export async function replaySpool(
  queue: IngestQueue,
  dir: string,
  log: FastifyBaseLogger,
  isCommitted: (batchId: string) => Promise<boolean>,
): Promise<void> {
  for (const file of spoolFilesIn(dir)) {
    let batches: UnwrittenBatch[];
    try {
      batches = await readSpoolFile(file);
    } catch (error) {
      // Damaged, unreadable or too large to read: set aside for the operator, and the other files written.
      log.error({ err: error, file }, 'spool file is damaged; left as .damaged');
      setAside(file);
      continue;
    }
    let summaries: BatchSummary[];
    try {
      summaries = await Promise.all(
        batches.map(async (batch) => {
          // Part of a batch that was being written: if that batch committed after all, so did these hits.
          if (batch.unlessCommitted && (await isCommitted(batch.unlessCommitted))) {
            return emptyCollectCounts(batch.hits.length);
          }
          return queue.enqueueWhenRoom(batch.hits, {
            batchId: batch.batchId,
            timeoutMs: Number.POSITIVE_INFINITY,
          });
        }),
      );
    } catch (error) {
      // Shutting down: what was not written went to a new spool file under the same ids; this one stays.
      if (error instanceof QueueFullError) return;
      throw error;
    }
    removeReplayed(file);
    log.info(
      {
        file,
        hits: summaries.reduce((sum, s) => sum + s.received, 0),
        stored: summaries.reduce((sum, s) => sum + s.stored, 0),
      },
      'hits saved at an earlier shutdown were written',
    );
  }
}

function removeReplayed(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    // Another server on the same directory replayed it too (its batch ids made that harmless).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function setAside(file: string): void {
  try {
    renameSync(file, `${file}.damaged`);
  } catch {
    // Left where it is: the next start meets it again, and says so again.
  }
}
