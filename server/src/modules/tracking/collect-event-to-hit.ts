import type { CollectEvent } from '@botlens/contracts';
import { ValidationError } from '../../lib/errors';
import { eventTimeProblem } from '../../lib/event-time';
import { isIpAddress } from '../bots/ip-ranges';
import type { HitSource, IncomingHit } from './ingest/hit';

export function parseEventTime(value: string | number, field: string): Date {
  const date = typeof value === 'number' ? new Date(value) : new Date(value.trim());
  const problem = eventTimeProblem(date.getTime());
  if (problem) throw new ValidationError(`${field} ${problem}`, field);
  return date;
}

/** A validated collect event (middleware or log line) as a hit; `index` names the event in errors. */
export function collectEventToHit(
  event: CollectEvent,
  index: number,
  websiteId: number,
  source: HitSource,
): IncomingHit {
  const field = `events.${index}`;
  if (!isIpAddress(event.ip)) throw new ValidationError(`${field}.ip is not an IP address`, `${field}.ip`);
  return {
    websiteId,
    eventId: event.eventId,
    occurredAt: parseEventTime(event.timestamp, `${field}.timestamp`),
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
