import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { isDataError } from '../../../lib/pg-errors';
import { retentionCutoff } from '../retention';
import { type BatchClassifier, classifyBatch } from './classify-batch';
import type { ClassifiedHit, HitOutcome, IncomingHit } from './hit';
import { writeBatch } from './write-batch';

export type RetryingWriterOptions = BatchClassifier & {
  db: Database;
  log: FastifyBaseLogger;
  /**
   * Hits older than this many days are neither stored nor counted (see writeBatch): a number, or the
   * System Settings' data retention asked at each batch.
   */
  retentionDays?: number | (() => number);
};

/**
 * Writes the queue's batches, one at a time, until each is committed or given up, and reports each part the
 * moment it is (`written`): a batch split around a poisoned hit reports its halves one by one, so that what
 * was stored is answered even if the rest is handed over at shutdown. It knows which parts are still being
 * written (unsettled), so that stop() can hand them over to the spool.
 */
export class RetryingWriter<Item extends { hit: IncomingHit }> {
  private retentionCutoff(): Date | undefined {
    const days = this.options.retentionDays;
    if (days === undefined) return undefined;
    return retentionCutoff(typeof days === 'function' ? days() : days);
  }

  private readonly unsettled = new Map<string, Item[]>();
  private stopped = false;
  private failingSince: { at: Date; message: string } | null = null;
  private announceStop: () => void = () => {};
  /** Settles once stop() is called: what a wait for the database gives up on. */
  readonly stopping = new Promise<void>((resolve) => {
    this.announceStop = resolve;
  });

  constructor(
    private readonly options: RetryingWriterOptions,
    private readonly written: (items: Item[], outcomes: HitOutcome[]) => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Why writes are failing (the database is down, full or read-only) and since when; null once a write has
   * succeeded again. What the health check reports, and why the doors refuse hits meanwhile.
   */
  get failure(): { at: Date; message: string } | null {
    return this.failingSince;
  }

  /**
   * Stops writing (a write in progress may still commit; its batch id tells, when it is written again) and
   * returns the batches not known to be committed, by id.
   */
  stop(): Array<{ batchId: string; items: Item[] }> {
    this.stopped = true;
    this.announceStop();
    const batches = [...this.unsettled].map(([batchId, items]) => ({ batchId, items }));
    this.unsettled.clear();
    return batches;
  }

  /**
   * Retries a failed write until it succeeds, however long the database is down, full or read-only: the hits
   * stay queued (backpressure, 503 once the queue is full), never dropped for it. Only a batch that fails
   * because of its own data is split: one hit must be poisoned (PostgreSQL refuses it as data, or it cannot be
   * classified or serialised), so the batch is halved at once until that hit is alone, and that hit alone is
   * given up, logged with what it was. The same hit fails the same way every time, so there is no back-off.
   * Resolves once every part is reported, or once stopped.
   */
  async write(batch: Item[], batchId: string): Promise<void> {
    this.unsettled.set(batchId, batch);
    for (let attempt = 0; !this.stopped; attempt++) {
      let classified: ClassifiedHit[] | undefined;
      let outcomes: HitOutcome[];
      try {
        classified = await classifyBatch(
          batch.map((item) => item.hit),
          this.options,
        );
        outcomes = await writeBatch(this.options.db, classified, {
          batchId,
          notBefore: this.retentionCutoff(),
        });
      } catch (error) {
        if (this.stopped) return;
        if (classified === undefined || isDataError(error))
          return this.isolatePoisonedHit(batch, batchId, error);
        const delay = Math.min(5000, 100 * 2 ** attempt);
        this.failingSince ??= { at: new Date(), message: databaseMessage(error) };
        this.options.log.error(
          {
            err: error,
            attempt,
            hits: batch.length,
            databaseUp: await isDatabaseUp(this.options.db),
            retryInMs: delay,
          },
          'event batch write failed; retrying',
        );
        await Promise.race([new Promise((resolve) => setTimeout(resolve, delay)), this.stopping]);
        continue;
      }
      // Outside the try: the batch is committed, whatever reporting it does.
      this.failingSince = null;
      this.unsettled.delete(batchId);
      this.written(batch, outcomes);
      return;
    }
  }

  /**
   * The batch failed on its own data (so nothing of it was committed): halves it, or gives up its one hit.
   * The halves' ids derive from the batch's, so a batch replayed from the spool splits under the same ids.
   */
  private async isolatePoisonedHit(batch: Item[], batchId: string, error: unknown): Promise<void> {
    this.unsettled.delete(batchId);
    if (batch.length === 1) {
      const hit = batch[0]?.hit;
      this.options.log.error(
        { err: error, websiteId: hit?.websiteId, url: hit?.url.slice(0, 200), source: hit?.source },
        'hit refused by the database; not stored',
      );
      this.written(batch, [{ stored: false, isBot: false, failed: true }]);
      return;
    }
    const half = Math.ceil(batch.length / 2);
    const halves: Array<[Item[], string]> = [
      [batch.slice(0, half), `${batchId}.0`],
      [batch.slice(half), `${batchId}.1`],
    ];
    // Both are unsettled from now on, so that a spool taken while the first is written keeps the second.
    for (const [part, id] of halves) this.unsettled.set(id, part);
    for (const [part, id] of halves) await this.write(part, id);
  }
}

/** The database's own words (PostgreSQL's message, e.g. "could not extend file: No space left on device"). */
function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.slice(0, 300);
}

async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
