import { randomUUID } from 'node:crypto';
import type { HitOutcome, IncomingHit } from './hit';

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

export type Ticket = {
  remaining: number;
  summary: BatchSummary;
  resolve: (s: BatchSummary) => void;
  reject: (e: Error) => void;
};
/**
 * ticket: absent for hits whose sender does not wait for the write (offer). batchId: set for hits replayed
 * from a spool file, which are written together under the id they were saved with.
 */
export type Pending = { hit: IncomingHit; ticket?: Ticket; bytes: number; batchId?: string };

// What a queued hit costs beside its texts (the objects and their fields), and per character (UTF-16).
const HIT_OVERHEAD_BYTES = 400;
const BYTES_PER_CHAR = 2;

/** An estimate of the memory a queued hit holds; cheap, since every page view takes this path. */
export function estimatedBytes(hit: IncomingHit): number {
  const chars =
    hit.url.length +
    hit.userAgent.length +
    hit.ip.length +
    (hit.referrer?.length ?? 0) +
    (hit.title?.length ?? 0) +
    (hit.eventId?.length ?? 0);
  return HIT_OVERHEAD_BYTES + chars * BYTES_PER_CHAR;
}

/**
 * Takes the next batch from the head of `from`: the hits replayed under one batch id together, else up to
 * maxBatch hits that have none, under a new id.
 */
export function takeBatchFrom(
  from: Pending[],
  maxBatch: number,
): { batchId: string; hits: Pending[] } | undefined {
  const first = from[0];
  if (!first) return undefined;
  const limit = first.batchId === undefined ? maxBatch : from.length;
  let end = 1;
  while (end < Math.min(limit, from.length) && from[end]?.batchId === first.batchId) end++;
  return { batchId: first.batchId ?? randomUUID(), hits: from.splice(0, end) };
}

/**
 * Whether a hit handed over at shutdown is saved: not when its sender waits for the answer and sent no event
 * id, since that sender, answered 503, sends it again, and nothing could tell the two apart. Replayed hits
 * (batchId) are always saved: their sender is the spool.
 */
export function isSaved(pending: Pending): boolean {
  return pending.ticket === undefined || pending.hit.eventId !== undefined || pending.batchId !== undefined;
}

export function settle(ticket: Ticket, outcome: HitOutcome): void {
  if (outcome.expired) ticket.summary.expired++;
  else if (outcome.failed) ticket.summary.failed++;
  else if (outcome.stored) ticket.summary.stored++;
  else ticket.summary.duplicates++;
  if (outcome.isBot) ticket.summary.bots++;
  else ticket.summary.humans++;
  ticket.remaining--;
  if (ticket.remaining === 0) ticket.resolve(ticket.summary);
}
