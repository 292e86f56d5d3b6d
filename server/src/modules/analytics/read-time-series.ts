import type { ActivityGrid, TrendPoint } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows, typeFilter } from './analytics.queries';
import type { AnalyticsWindow } from './analytics-window';

const UNIT = { hourly: 'hour', daily: 'day', weekly: 'week' } as const;

/**
 * Bot hits and AI-crawler hits per hour, day or week of the viewer's time zone, every bucket of the window
 * present (zero when empty) so that charts show gaps as gaps.
 */
export async function readTrends(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  granularity: keyof typeof UNIT,
): Promise<TrendPoint[]> {
  const unit = sql.raw(`'${UNIT[granularity]}'`);
  const result = await rows<{ bucket: string | Date; total: string; ai: string }>(
    db,
    sql`with buckets as (
          select generate_series(
            date_trunc(${unit}, ${window.start.toISOString()}::timestamptz at time zone ${window.tz}),
            date_trunc(${unit}, (${window.end.toISOString()}::timestamptz - interval '1 millisecond') at time zone ${window.tz}),
            ('1 ' || ${UNIT[granularity]})::interval) as local_start
        ), hits as (
          select date_trunc(${unit}, hour at time zone ${window.tz}) as local_start,
                 sum(page_views) as total,
                 sum(page_views) filter (where bot_type = 'ai_crawler') as ai
          from bot_hourly_rollups
          where website_id = ${websiteId} and hour >= ${window.start.toISOString()} and hour < ${window.end.toISOString()}${typeFilter(window)}
          group by 1
        )
        select (buckets.local_start at time zone ${window.tz}) as bucket, coalesce(hits.total, 0) as total, coalesce(hits.ai, 0) as ai
        from buckets left join hits on hits.local_start = buckets.local_start
        order by buckets.local_start`,
  );
  return result.map((row) => ({
    hour: new Date(row.bucket).toISOString(),
    totalBots: Number(row.total),
    aiCrawlers: Number(row.ai),
  }));
}

/** Weekday (Monday 0) by hour of the viewer's day; intensity 0-4 relative to the busiest cell. */
export async function readActivityGrid(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<ActivityGrid> {
  const result = await rows<{ weekday: string; hour: string; count: string }>(
    db,
    sql`select extract(isodow from hour at time zone ${window.tz}) - 1 as weekday,
               extract(hour from hour at time zone ${window.tz}) as hour,
               sum(page_views) as count
        from bot_hourly_rollups
        where website_id = ${websiteId} and hour >= ${window.start.toISOString()} and hour < ${window.end.toISOString()}${typeFilter(window)}
        group by 1, 2`,
  );
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
