import type { CollectEvent } from '@botlens/contracts';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../lib/errors';
import type { HitSource, IncomingHit } from './ingest/hit';

const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

export function parseEventTime(value: string | number, field: string): Date {
  const date = typeof value === 'number' ? new Date(value) : new Date(value.trim());
  if (Number.isNaN(date.getTime())) throw new ValidationError(`${field} is not a valid date`, field);
  if (date.getTime() > Date.now() + MAX_FUTURE_MS)
    throw new ValidationError(`${field} is in the future`, field);
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
  if (!ipaddr.isValid(event.ip)) throw new ValidationError(`${field}.ip is not an IP address`, `${field}.ip`);
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
