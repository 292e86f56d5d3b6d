import type { GRANULARITIES, TrendPoint } from '@botlens/contracts';
import type { Range } from '../analytics-filters';

export type Granularity = (typeof GRANULARITIES)[number];

/** The user's own choice of buckets, which holds for the range it was made on. */
export type GranularityPick = { range: Range; granularity: Granularity } | null;

const HOUR_MS = 3_600_000;

/**
 * The buckets a range reads best in: hour by hour up to 2 days (48 points), day by day up to 60 days, week
 * by week beyond. 720 or 2160 hourly points draw an undated solid block.
 */
export function autoGranularity(range: Range): Granularity {
  const days = Number(range);
  if (days <= 2) return 'hourly';
  if (days <= 60) return 'daily';
  return 'weekly';
}

/** The user's pick while the range it was made on stays; a new range starts from that range's own. */
export function chosenGranularity(range: Range, pick: GranularityPick): Granularity {
  return pick?.range === range ? pick.granularity : autoGranularity(range);
}

/**
 * The first instant the server counts for a range (its analytics window): the current hour and the
 * range's whole hours before it.
 */
export function windowStart(range: Range, now: number): number {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return hourStart - Number(range) * 24 * HOUR_MS + HOUR_MS;
}

/** Where the next bucket starts, in the viewer's zone (the zone the server was asked to bucket in). */
export function bucketEnd(bucketStart: string, granularity: Granularity): number {
  const date = new Date(bucketStart);
  if (granularity === 'hourly') return date.getTime() + HOUR_MS;
  date.setDate(date.getDate() + (granularity === 'weekly' ? 7 : 1));
  return date.getTime();
}

/**
 * The buckets the window covers only in part, drawn dashed rather than as a fall: the first when the
 * range starts part-way through it, the last while it is not over (today, this week, this hour).
 */
export type PartialBuckets = { first: boolean; last: boolean };

export function partialBuckets(
  points: readonly TrendPoint[],
  granularity: Granularity,
  range: Range,
  now: number,
): PartialBuckets {
  const first = points[0];
  const last = points.at(-1);
  return {
    first: first !== undefined && points.length > 1 && Date.parse(first.hour) < windowStart(range, now),
    last: last !== undefined && bucketEnd(last.hour, granularity) > now,
  };
}

const UNIT = { hourly: 'hour', daily: 'day', weekly: 'week' } as const;
const CURRENT = { hourly: 'this hour', daily: 'today', weekly: 'this week' } as const;

/** The chart's caption for its dashed ends, or null when every bucket is whole. */
export function partialNote(partial: PartialBuckets, granularity: Granularity): string | null {
  const reasons = [
    partial.first ? `the range starts part-way through the first ${UNIT[granularity]}` : null,
    partial.last ? `${CURRENT[granularity]} is not over yet` : null,
  ].filter((reason) => reason !== null);
  if (reasons.length === 0) return null;
  return `Dashed lines mark partial ${UNIT[granularity]}s: ${reasons.join(', and ')}.`;
}
