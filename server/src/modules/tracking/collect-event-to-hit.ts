import type { CollectEvent, CollectRejection } from '@botlens/contracts';
import { eventTimeProblem } from '../../lib/event-time';
import { isIpAddress } from '../bots/ip-ranges';
import type { HitSource, IncomingHit } from './ingest/hit';

/** Why an event valid by its schema still cannot be a hit, naming the field as the contract does. */
export type EventProblem = { field: string; message: string };

export function isEventProblem(value: IncomingHit | EventProblem): value is EventProblem {
  return 'message' in value;
}

/**
 * A collect event (middleware or log line) valid by collectEvent, as a hit; or why it cannot be one: an
 * address ipaddr.js cannot read, or a time PostgreSQL cannot store or too far ahead (eventTimeProblem).
 * Refused here, such a hit never reaches the batch writer, which would retry it.
 */
export function collectEventToHit(
  event: CollectEvent,
  websiteId: number,
  source: HitSource,
  now = Date.now(),
): IncomingHit | EventProblem {
  if (!isIpAddress(event.ip)) return { field: 'ip', message: 'ip is not an IP address' };
  const { timestamp } = event;
  const occurredAt = typeof timestamp === 'number' ? new Date(timestamp) : new Date(timestamp.trim());
  const timeProblem = eventTimeProblem(occurredAt.getTime(), now);
  if (timeProblem) return { field: 'timestamp', message: `timestamp ${timeProblem}` };
  return {
    websiteId,
    eventId: event.eventId,
    occurredAt,
    source,
    event: 'page_view',
    url: event.url,
    referrer: event.referrer || undefined,
    method: (event.method ?? 'GET').toUpperCase(),
    status: event.status,
    userAgent: event.userAgent,
    ip: event.ip,
    responseMs: event.durationMs,
  };
}

/** Events valid by collectEvent (the log parser's) as hits, and those that cannot be hits, by their index. */
export function collectEventsToHits(
  events: readonly CollectEvent[],
  websiteId: number,
  source: HitSource,
): { hits: IncomingHit[]; rejected: CollectRejection[] } {
  const now = Date.now();
  const hits: IncomingHit[] = [];
  const rejected: CollectRejection[] = [];
  for (let index = 0; index < events.length; index++) {
    const hit = collectEventToHit(events[index] as CollectEvent, websiteId, source, now);
    if (isEventProblem(hit)) rejected.push({ index, ...hit });
    else hits.push(hit);
  }
  return { hits, rejected };
}
