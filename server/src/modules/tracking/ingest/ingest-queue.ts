import { emptyCollectResponse } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { isDataError } from '../../../lib/pg-errors';
import { retentionCutoff } from '../retention';
import { type BatchClassifier, classifyBatch } from './classify-batch';
import type { ClassifiedHit, HitOutcome, IncomingHit } from './hit';
import { writeBatch } from './write-batch';

export class QueueFullError extends Error {
  constructor() {
    super('BotLens is busy storing events; retry shortly');
  }
}

/** failed: hits the database refused (logged); never silently missing from the counts. */
export type BatchSummary = {
  received: number;
  stored: number;
  duplicates: number;
  expired: number;
  failed: number;
  bots: number;
  humans: number;
};

type Ticket = {
  remaining: number;
  summary: BatchSummary;
  resolve: (s: BatchSummary) => void;
  reject: (e: Error) => void;
};
/** ticket: absent for hits whose sender does not wait for the write (offer). */
type Pending = { hit: IncomingHit; ticket?: Ticket; bytes: number };

// What a queued hit costs beside its texts (the objects and their fields), and per character (UTF-16).
const HIT_OVERHEAD_BYTES = 400;
const BYTES_PER_CHAR = 2;

/** An estimate of the memory a queued hit holds; cheap, since every page view takes this path. */
function estimatedBytes(hit: IncomingHit): number {
  const chars =
    hit.url.length +
    hit.userAgent.length +
    hit.ip.length +
    (hit.referrer?.length ?? 0) +
    (hit.title?.length ?? 0) +
    (hit.eventId?.length ?? 0);
  return HIT_OVERHEAD_BYTES + chars * BYTES_PER_CHAR;
}

export type IngestQueueOptions = BatchClassifier & {
  db: Database;
  log: FastifyBaseLogger;
  /** Hits held in memory at most; beyond it enqueue refuses (503), it never drops silently. */
  maxQueued?: number;
  /**
   * Memory the queued hits may take at most, estimated from their texts: a hit may carry 10 KB of URL,
   * referrer, title and user agent, so a full queue of them would need a gigabyte. Beyond it, 503 as well.
   */
  maxQueuedBytes?: number;
  maxBatch?: number;
  flushIntervalMs?: number;
  /** Hits older than this many days are neither stored nor counted (see writeBatch). */
  retentionDays?: number;
};

/**
 * ARCHITECTURE.md §4: a bounded in-memory batch written in one transaction per batch (at most about a
 * second or a thousand hits). A failed write is retried with back-off while the hits stay queued, so the
 * queue fills and callers get 503 instead of losses. close() writes everything still queued.
 */
export class IngestQueue {
  private readonly pending: Pending[] = [];
  private readonly listeners = new Set<(hits: ClassifiedHit[]) => void>();
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;
  private readonly maxQueued: number;
  private readonly maxQueuedBytes: number;
  // Estimated memory of the hits queued and being written.
  private queuedBytes = 0;
  private readonly maxBatch: number;
  private readonly flushIntervalMs: number;

  constructor(private readonly options: IngestQueueOptions) {
    this.maxQueued = options.maxQueued ?? 100_000;
    this.maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024 * 1024;
    this.maxBatch = options.maxBatch ?? 1000;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
  }

  get size(): number {
    return this.pending.length + this.inFlight;
  }

  /**
   * Queues hits and resolves once they are committed. Throws QueueFullError at once when there is no room
   * for all of them (none is queued then). `urgent` starts a write now instead of waiting for the timer.
   */
  enqueue(hits: IncomingHit[], options: { urgent?: boolean } = {}): Promise<BatchSummary> {
    if (this.closed) throw new QueueFullError();
    if (this.size + hits.length > this.maxQueued) throw new QueueFullError();
    const sizes = hits.map(estimatedBytes);
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    if (this.queuedBytes + bytes > this.maxQueuedBytes) throw new QueueFullError();
    return new Promise<BatchSummary>((resolve, reject) => {
      const ticket: Ticket = {
        remaining: hits.length,
        summary: emptyCollectResponse(hits.length),
        resolve,
        reject,
      };
      if (hits.length === 0) return resolve(ticket.summary);
      hits.forEach((hit, index) => {
        this.pending.push({ hit, ticket, bytes: sizes[index] as number });
      });
      this.queuedBytes += bytes;
      if (options.urgent || this.pending.length >= this.maxBatch) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.flushIntervalMs);
    });
  }

  /**
   * Queues one hit whose sender does not wait for the write (the snippet and the pixel): no promise and no
   * ticket per hit, since this is the path every page view takes. False when there is no room (the caller
   * answers 503, never a silent drop). A hit the database refuses is logged by the writer, like any other.
   */
  offer(hit: IncomingHit): boolean {
    if (this.closed || this.size >= this.maxQueued) return false;
    const bytes = estimatedBytes(hit);
    if (this.queuedBytes + bytes > this.maxQueuedBytes) return false;
    this.pending.push({ hit, bytes });
    this.queuedBytes += bytes;
    if (this.pending.length >= this.maxBatch) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.flushIntervalMs);
    return true;
  }

  /**
   * For importers that can wait (log uploads): when the queue is full, waits for room instead of failing,
   * up to `timeoutMs`, then gives up with QueueFullError.
   */
  async enqueueWhenRoom(hits: IncomingHit[], timeoutMs = 60_000): Promise<BatchSummary> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await this.enqueue(hits, { urgent: true });
      } catch (error) {
        if (!(error instanceof QueueFullError) || this.closed || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** Writes everything queued so far; resolves when it is committed. */
  async flush(): Promise<void> {
    this.kick();
    while (this.draining) await this.draining;
  }

  /** Refuses new hits, then writes all that were accepted. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      if (this.pending.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.inFlight = batch.length;
      const outcomes = await this.writeWithRetry(batch);
      this.inFlight = 0;
      for (const { bytes } of batch) this.queuedBytes -= bytes;
      for (const [index, { ticket }] of batch.entries()) {
        if (ticket) settle(ticket, outcomes[index] as HitOutcome);
      }
      const storedBotHits = outcomes
        .filter((o) => o.stored && o.isBot && o.hit)
        .map((o) => o.hit as ClassifiedHit);
      if (storedBotHits.length > 0) for (const listener of this.listeners) listener(storedBotHits);
    }
  }

  /** Called with the bot hits of every committed batch (the live feed); returns the unsubscribe function. */
  onStoredBotHits(listener: (hits: ClassifiedHit[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Retries a failed write until it succeeds, however long the database is down, full or read-only: the hits
   * stay queued (backpressure, 503 once the queue is full), never dropped for it. Only a batch that fails
   * because of its own data is split: one hit must be poisoned (PostgreSQL refuses it as data, or it cannot be
   * classified or serialised), so the batch is halved at once until that hit is alone, and that hit alone is
   * given up, logged with what it was. The same hit fails the same way every time, so there is no back-off.
   */
  private async writeWithRetry(batch: Pending[]): Promise<HitOutcome[]> {
    for (let attempt = 0; ; attempt++) {
      let classified: ClassifiedHit[] | undefined;
      try {
        classified = await classifyBatch(
          batch.map((pending) => pending.hit),
          this.options,
        );
        return await writeBatch(this.options.db, classified, {
          notBefore:
            this.options.retentionDays === undefined
              ? undefined
              : retentionCutoff(this.options.retentionDays),
        });
      } catch (error) {
        if (classified === undefined || isDataError(error)) {
          if (batch.length > 1) {
            const half = Math.ceil(batch.length / 2);
            return [
              ...(await this.writeWithRetry(batch.slice(0, half))),
              ...(await this.writeWithRetry(batch.slice(half))),
            ];
          }
          const hit = batch[0]?.hit;
          this.options.log.error(
            { err: error, websiteId: hit?.websiteId, url: hit?.url.slice(0, 200), source: hit?.source },
            'hit refused by the database; not stored',
          );
          return [{ stored: false, isBot: false, failed: true }];
        }
        const delay = Math.min(5000, 100 * 2 ** attempt);
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
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}

async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function settle(ticket: Ticket, outcome: HitOutcome): void {
  if (outcome.expired) ticket.summary.expired++;
  else if (outcome.failed) ticket.summary.failed++;
  else if (outcome.stored) ticket.summary.stored++;
  else ticket.summary.duplicates++;
  if (outcome.isBot) ticket.summary.bots++;
  else ticket.summary.humans++;
  ticket.remaining--;
  if (ticket.remaining === 0) ticket.resolve(ticket.summary);
}
