import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { deleteEmptiedAccounts } from '../auth/delete-account.queries';
import {
  deleteMarkedWebsite,
  deletePurgeStep,
  listWebsitesMarkedDeleting,
  PURGED_TABLES,
} from './website-purge.queries';

/**
 * Rows deleted per statement. A website can hold millions of hits; deleting them in one statement held the
 * website's row (and on the embedded database the only connection) for seconds, and every ingest batch that
 * carried a hit for it waited, with every other website's hits behind it. A few thousand rows take tens of
 * milliseconds, so other work runs between two steps.
 */
export const PURGE_CHUNK_ROWS = 5000;
// How often the purge job (websitePurgeJob) looks for marked websites: how soon a failed purge is retried.
const PURGE_JOB_EVERY_MS = 60_000;

/**
 * Deletes the data of websites marked as deleting (websites.deleting_since), in small steps, then the
 * website itself; its rollups and page windows go with it by foreign key. A delete answers at once: the
 * mark hides the website from every reader and writer, and this finishes the work in the background. Marks
 * left by a stop or a crash are picked up on the next start (purgeSoon at boot), and a failed purge by the
 * purge job within a minute.
 */
export class WebsitePurger {
  private running: Promise<void> | undefined;
  private runAgain = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly chunkRows = PURGE_CHUNK_ROWS,
  ) {}

  /** Purges every marked website; when a run is under way, it runs once more after it. */
  purgeSoon(): void {
    if (this.closed) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.purgeMarked()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'website purge failed; the purge job retries it within a minute');
      })
      .finally(() => {
        this.running = undefined;
        if (this.runAgain) {
          this.runAgain = false;
          this.purgeSoon();
        }
      });
  }

  /** Purges every marked website now, and resolves when done (the purge job). */
  async purgeNow(): Promise<void> {
    this.purgeSoon();
    await this.idle();
  }

  /** Resolves when no purge is under way or due (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops after the current step; what is left is purged on the next start. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async purgeMarked(): Promise<void> {
    for (const id of await listWebsitesMarkedDeleting(this.db)) {
      if (!(await this.purgeWebsite(id))) return;
    }
    // A deleted account's row waits for its websites (auth/delete-account.queries.ts).
    await deleteEmptiedAccounts(this.db);
  }

  /** False when stopped before the website was gone. */
  private async purgeWebsite(websiteId: number): Promise<boolean> {
    for (const table of PURGED_TABLES) {
      let after: string[] | null = null;
      for (;;) {
        if (this.closed) return false;
        const step = await deletePurgeStep(this.db, { table, websiteId, after, chunkRows: this.chunkRows });
        if (step.deleted < this.chunkRows) break;
        after = step.lastKey;
      }
    }
    if (this.closed) return false;
    // The trigger of migration 0005 deletes what was written between the last step and this statement.
    await deleteMarkedWebsite(this.db, websiteId);
    return true;
  }
}

/**
 * The purge as a job (lib/jobs.ts): a delete starts its purge at once; this finishes what a failed run, or
 * another server on the same database, left marked.
 */
export function websitePurgeJob(purger: WebsitePurger): Job {
  return { name: 'website purge', everyMs: PURGE_JOB_EVERY_MS, run: () => purger.purgeNow() };
}
