import type { AnalyticsQuery, ResolvedAnalyticsQuery } from '@botlens/contracts';

const HOUR_MS = 3_600_000;

/**
 * The time window of a query: the last `range` days (or `hours`), starting on an hour boundary so that hourly rollups
 * and raw events cover exactly the same hits. `previousStart` begins the equal period just before.
 */
export type AnalyticsWindow = {
  start: Date;
  end: Date;
  previousStart: Date;
  type: AnalyticsQuery['type'];
  tz: string;
  /** The range in days when the window is one of the dashboards' ranges (not a count of hours). */
  rangeDays: number | null;
};

export function analyticsWindow(
  query: Pick<ResolvedAnalyticsQuery, 'range' | 'type' | 'tz'>,
  now = new Date(),
  hours?: number,
): AnalyticsWindow {
  const span = (hours ?? query.range * 24) * HOUR_MS;
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  // The current, unfinished hour is one of the window's hours: 7 days are 168 hourly buckets ending now.
  const start = new Date(hourStart - span + HOUR_MS);
  // The end is the end of the current hour, so rollups (by hour) and raw hits (by instant) agree exactly.
  return {
    start,
    end: new Date(hourStart + HOUR_MS),
    previousStart: new Date(start.getTime() - span),
    type: query.type,
    tz: query.tz,
    rangeDays: hours === undefined ? query.range : null,
  };
}
