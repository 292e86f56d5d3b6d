/** How often a healthy feed is read. */
export const FEED_POLL_INTERVAL_MS = 30 * 60_000;
/** The first retry after a failure; each further failure doubles it, up to the ceiling. */
const FIRST_RETRY_MS = 15 * 60_000;
export const MAX_BACKOFF_MS = 24 * 3_600_000;
/** A Retry-After is honoured up to this far ahead: a site cannot switch its feed off for good. */
const MAX_RETRY_AFTER_MS = 7 * 24 * 3_600_000;

/** ±10 %: feeds added together drift apart instead of being read in the same minute forever. */
function jittered(ms: number, random: () => number): number {
  return Math.round(ms * (0.9 + 0.2 * random()));
}

/** After a poll that worked (read or not modified): the interval, jittered. */
export function nextPollAfterSuccess(now: Date, random: () => number = Math.random): Date {
  return new Date(now.getTime() + jittered(FEED_POLL_INTERVAL_MS, random));
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * After the `failures`-th failure in a row: 15 minutes doubling to at most 24 hours, jittered, and never
 * sooner than the site's Retry-After (itself capped at a week).
 */
export function nextPollAfterFailure(
  now: Date,
  failures: number,
  retryAfter: number | null,
  random: () => number = Math.random,
): Date {
  const exponent = Math.min(Math.max(failures, 1) - 1, 20);
  const backoff = jittered(Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_BACKOFF_MS), random);
  const wait = Math.max(backoff, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_MS));
  return new Date(now.getTime() + wait);
}
