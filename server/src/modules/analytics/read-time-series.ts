import type { ActivityGrid, TrendPoint } from '@botlens/contracts';
import type { ScopedRead } from './analytics-scope';
import { hitsPerBucket, hitsPerWeekdayHour } from './time-series.queries';

/**
 * Bot hits and AI-crawler hits per hour, day or week of the viewer's time zone, every bucket of the window
 * present (zero when empty) so that charts show gaps as gaps.
 */
export async function readTrends({ ctx, input }: ScopedRead): Promise<TrendPoint[]> {
  const result = await hitsPerBucket(ctx.db, input.scope);
  return result.map((row) => ({
    hour: new Date(row.bucket).toISOString(),
    totalBots: Number(row.total),
    aiCrawlers: Number(row.ai),
  }));
}

/** Weekday (Monday 0) by hour of the viewer's day; intensity 0-4 relative to the busiest cell. */
export async function readActivityGrid({ ctx, input }: ScopedRead): Promise<ActivityGrid> {
  const result = await hitsPerWeekdayHour(ctx.db, input.scope);
  const counts = new Map(
    result.map((row) => [`${Number(row.weekday)}:${Number(row.hour)}`, Number(row.count)]),
  );
  const max = Math.max(0, ...counts.values());
  const cells: ActivityGrid['cells'] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const count = counts.get(`${weekday}:${hour}`) ?? 0;
      cells.push({
        weekday,
        hour,
        count,
        intensity: count === 0 ? 0 : Math.max(1, Math.ceil((4 * count) / max)),
      });
    }
  }
  return { cells, max };
}
