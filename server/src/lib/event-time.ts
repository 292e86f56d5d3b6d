/**
 * When a hit may have happened. Both doors (collect events and access-log lines) apply the same rule, so a
 * line the log parser accepts is never refused later by /api/collect, which would stop the whole import.
 *
 * The floor keeps out dates PostgreSQL cannot store (year 0, negative years), which would otherwise reach the
 * batch writer and be retried there; no web server wrote a log before 1970. The ceiling allows a day of clock
 * skew between the sender and this server.
 */
export const EARLIEST_EVENT_TIME = Date.UTC(1970, 0, 1);
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/** Why an instant (ms since the epoch) cannot be a hit's time, or null when it can. */
export function eventTimeProblem(at: number, now = Date.now()): string | null {
  if (Number.isNaN(at)) return 'is not a valid date';
  if (at < EARLIEST_EVENT_TIME) return 'is before 1970';
  if (at > now + MAX_FUTURE_MS) return 'is in the future';
  return null;
}
