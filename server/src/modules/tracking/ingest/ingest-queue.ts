import { randomUUID } from 'node:crypto';
import { emptyCollectCounts } from '@botlens/contracts';
import type { ClassifiedHit, HitOutcome, IncomingHit } from './hit';
import { CANNOT_WRITE, QueueFullError, QueueSpooledError, RESTARTING } from './queue-errors';
import {
  type BatchSummary,
  estimatedBytes,
  isSaved,
  type Pending,
  settle,
  type Ticket,
  takeBatchFrom,
} from './queued-hits';
import { RetryingWriter, type RetryingWriterOptions } from './retrying-writer';

/**
 * Batches of offered hits that may wait behind a write in progress. One would refuse hits at every burst
 * that outlasts a write (5 % of them in the track benchmark); two keep the bound at flushIntervalMs plus
 * one write while a write takes under half of flushIntervalMs.
 */
const OFFERED_BATCHES = 2;

/**
 * Hits not yet committed, under the batch id their writes use: what a spool file holds. unlessCommitted: the
 * id of the batch these hits were being written in, with some of its hits left out; they are written only
 * if that batch did not commit after all.
 */
export type UnwrittenBatch = { batchId: string; hits: IncomingHit[]; unlessCommitted?: string };

export type IngestQueueOptions = RetryingWriterOptions & {
  /** Hits held in memory at most; beyond it enqueue refuses (503), it never drops silently. */
  maxQueued?: number;
  /**
   * Memory the queued hits may take at most, estimated from their texts: a hit may carry 10 KB of URL,
   * referrer, title and user agent, so a full queue of them would need a gigabyte. Beyond it, 503 as well.
   */
  maxQueuedBytes?: number;
  maxBatch?: number;
  flushIntervalMs?: number;
};

/**
 * ARCHITECTURE.md §4: a bounded in-memory batch written in one transaction per batch (at most about a
 * second or a thousand hits). A failed write is retried with back-off while the hits stay queued, so the
 * queue fills and callers get 503 instead of losses. close() writes everything still queued.
 *
 * Offered hits (the snippet and the pixel, answered before they are written) wait in a lane of their own,
 * which every batch takes first, and which holds at most OFFERED_BATCHES batches. An offered hit taken while
 * nothing is being written is in the next batch, which starts within flushIntervalMs; one taken during a
 * write is in one of the OFFERED_BATCHES batches written right after it. A hard crash therefore loses only
 * the hits offered in the last max(flushIntervalMs + W, (OFFERED_BATCHES + 1) * W), W being the longest
 * batch write (README, Operations). A hit that would have to wait longer is refused (503), not taken.
 */
export class IngestQueue {
  // Hits whose senders wait for the commit (collect, imports, the spool), in order.
  private readonly pending: Pending[] = [];
  // Offered hits: at most OFFERED_BATCHES batches of them.
  private readonly offered: Pending[] = [];
  private offeredWentFirst = false;
  private readonly listeners = new Set<(hits: ClassifiedHit[]) => void>();
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;
  private readonly writer: RetryingWriter<Pending>;
  private readonly log: IngestQueueOptions['log'];
  /** The most hits the queue holds (System Analytics shows it beside `size`). */
  readonly maxHits: number;
  /** The most estimated memory the queued hits may take. */
  readonly maxBytes: number;
  // Estimated memory of the hits queued and being written.
  private queuedBytes = 0;
  private readonly maxBatch: number;
  private readonly flushIntervalMs: number;

  constructor(options: IngestQueueOptions) {
    this.maxHits = options.maxQueued ?? 100_000;
    this.maxBytes = options.maxQueuedBytes ?? 256 * 1024 * 1024;
    this.maxBatch = options.maxBatch ?? 1000;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.log = options.log;
    this.writer = new RetryingWriter(options, (items, outcomes) => this.written(items, outcomes));
  }

  get size(): number {
    return this.offered.length + this.pending.length + this.inFlight;
  }

  /** Hits not yet being written. */
  private get waiting(): number {
    return this.offered.length + this.pending.length;
  }

  /** The estimated memory of the hits queued and being written: never above maxBytes. */
  get estimatedBytes(): number {
    return this.queuedBytes;
  }

  /** Why hits cannot be written right now, and since when; null while writes succeed. */
  get writeFailure(): { at: Date; message: string } | null {
    return this.writer.failure;
  }

  /**
   * Queues hits and resolves once they are committed. Throws QueueFullError at once when there is no room
   * for all of them (none is queued then). `urgent` starts a write now instead of waiting for the timer.
   */
  enqueue(hits: IncomingHit[], options: { urgent?: boolean; batchId?: string } = {}): Promise<BatchSummary> {
    if (this.closed) throw new QueueFullError(RESTARTING);
    // While writes fail, nothing new is taken: a sender would wait without end, and hits held in memory
    // for a database that refuses them are hits a crash loses.
    if (this.writer.failure) throw new QueueFullError(CANNOT_WRITE);
    if (this.size + hits.length > this.maxHits) throw new QueueFullError();
    const sizes = hits.map(estimatedBytes);
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    if (this.queuedBytes + bytes > this.maxBytes) throw new QueueFullError();
    return new Promise<BatchSummary>((resolve, reject) => {
      const ticket: Ticket = {
        remaining: hits.length,
        summary: emptyCollectCounts(hits.length),
        resolve,
        reject,
      };
      if (hits.length === 0) return resolve(ticket.summary);
      const { batchId } = options;
      hits.forEach((hit, index) => {
        this.pending.push({ hit, ticket, bytes: sizes[index] as number, batchId });
      });
      this.queuedBytes += bytes;
      if (options.urgent || this.waiting >= this.maxBatch) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.flushIntervalMs);
    });
  }

  /**
   * Queues one hit whose sender does not wait for the write (the snippet and the pixel): no promise and no
   * ticket per hit, since this is the path every page view takes. False when there is no room (the caller
   * answers 503, never a silent drop). A hit the database refuses is logged by the writer, like any other.
   *
   * Its sender is answered before the write, so the hit is taken only if it will be written soon: when the
   * writer lags (a batch being written and OFFERED_BATCHES batches of offered hits waiting behind it), it is
   * refused, however much room the queue has.
   */
  offer(hit: IncomingHit): boolean {
    if (this.closed || this.writer.failure || this.size >= this.maxHits) return false;
    if (this.offered.length >= OFFERED_BATCHES * this.maxBatch) return false;
    const bytes = estimatedBytes(hit);
    if (this.queuedBytes + bytes > this.maxBytes) return false;
    this.offered.push({ hit, bytes });
    this.queuedBytes += bytes;
    if (this.waiting >= this.maxBatch) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.flushIntervalMs);
    return true;
  }

  /**
   * For senders that can wait (a spool file replayed at start): when the queue is full, waits for room
   * instead of failing, up to `timeoutMs`, then gives up with QueueFullError.
   */
  async enqueueWhenRoom(
    hits: IncomingHit[],
    options: { timeoutMs?: number; batchId?: string } = {},
  ): Promise<BatchSummary> {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      try {
        // Only the refusal to queue (thrown at once) is waited out here; the write's own answer is the
        // promise returned, not awaited inside this try.
        return this.enqueue(hits, { urgent: true, batchId: options.batchId });
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

  /**
   * Refuses new hits, then writes all that were accepted. After takeUnwritten there is nothing left to write
   * here (a write still retrying is abandoned: its hits were handed over).
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.race([this.flush(), this.writer.stopping]);
  }

  /**
   * At shutdown, when the database has not taken everything in time: refuses new hits, stops writing, and
   * returns the accepted hits not yet committed, to be saved: the batches being written under their ids (one
   * may still commit; its id tells, when written again) and the queued ones in new batches. Senders still
   * waiting get QueueSpooledError (503). A waiting sender's queued hit without an event id is left out: the
   * sender will send it again, and nothing could tell the two apart.
   */
  takeUnwritten(): UnwrittenBatch[] {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const unsettled = this.writer.stop();
    const queued = [...this.offered.splice(0), ...this.pending.splice(0)];
    const tickets = new Set([...unsettled.flatMap(({ items }) => items), ...queued].map((p) => p.ticket));
    const batches: UnwrittenBatch[] = [];
    for (const { batchId, items } of unsettled) {
      const kept = items.filter(isSaved);
      if (kept.length === items.length) batches.push({ batchId, hits: items.map((p) => p.hit) });
      else if (kept.length > 0) {
        batches.push({ batchId: `${batchId}~saved`, hits: kept.map((p) => p.hit), unlessCommitted: batchId });
      }
    }
    const kept = queued.filter(isSaved);
    for (let next = takeBatchFrom(kept, this.maxBatch); next; next = takeBatchFrom(kept, this.maxBatch)) {
      batches.push({ batchId: next.batchId, hits: next.hits.map((p) => p.hit) });
    }
    this.queuedBytes = 0;
    for (const ticket of tickets) ticket?.reject(new QueueSpooledError());
    return batches;
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      if (this.waiting > 0) this.kick();
    });
  }

  /**
   * The next batch: up to maxBatch offered hits first, filled up with the head of the hits that have no batch
   * id, of which it takes at least a quarter batch (so a batch may hold 1.25 maxBatch), so that offered hits
   * cannot hold waiting senders back for ever; without offered hits, the next batch of the pending ones.
   */
  private takeBatch(): { batchId: string; hits: Pending[] } | undefined {
    // Hits replayed under a batch id are written alone; every other batch, so that offered hits cannot hold
    // them back (an offered hit may then wait for one more write: only while a spool file is written).
    const replayedFirst = this.pending[0]?.batchId !== undefined && this.offeredWentFirst;
    this.offeredWentFirst = this.offered.length > 0 && !replayedFirst;
    if (!this.offeredWentFirst) return takeBatchFrom(this.pending, this.maxBatch);
    const hits = this.offered.splice(0, this.maxBatch);
    let end = 0;
    const fill = Math.min(
      Math.max(this.maxBatch - hits.length, Math.floor(this.maxBatch / 4)),
      this.pending.length,
    );
    while (end < fill && this.pending[end]?.batchId === undefined) end++;
    if (end > 0) hits.push(...this.pending.splice(0, end));
    return { batchId: randomUUID(), hits };
  }

  private async drain(): Promise<void> {
    for (let next = this.takeBatch(); next; next = this.takeBatch()) {
      this.inFlight = next.hits.length;
      await this.writer.write(next.hits, next.batchId);
      this.inFlight = 0;
      if (this.writer.isStopped) return; // handed over to the spool meanwhile
    }
  }

  /** A part of a batch is committed or given up: its senders are answered, the live feed told. */
  private written(items: Pending[], outcomes: HitOutcome[]): void {
    for (const { bytes } of items) this.queuedBytes -= bytes;
    for (const [index, { ticket }] of items.entries()) {
      if (ticket) settle(ticket, outcomes[index] as HitOutcome);
    }
    const storedBotHits = outcomes
      .filter((o) => o.stored && o.isBot && o.hit)
      .map((o) => o.hit as ClassifiedHit);
    if (storedBotHits.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(storedBotHits);
      } catch (error) {
        // A live-feed subscriber's problem is its own: the hits are stored and answered already.
        this.log.error({ err: error }, 'live feed listener failed');
      }
    }
  }

  /** Called with the bot hits of every committed batch (the live feed); returns the unsubscribe function. */
  onStoredBotHits(listener: (hits: ClassifiedHit[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
