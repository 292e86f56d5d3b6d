import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from './analytics-scope';
import { botRollupsIn, bucketOfHour, bucketsOfWindow } from './analytics-scope.queries';

/**
 * Bot hits and AI-crawler hits per bucket (the scope's granularity, in its time zone) from the hourly
 * rollups; every bucket of the window is present, zero when empty.
 */
export function hitsPerBucket(db: Database, scope: AnalyticsScope) {
  return executeRows<{ bucket: string | Date; total: string; ai: string }>(
    db,
    sql`with buckets as (
          select ${bucketsOfWindow(scope)} as local_start
        ), hits as (
          select ${bucketOfHour(scope)} as local_start,
                 sum(page_views) as total,
                 sum(page_views) filter (where bot_type = 'ai_crawler') as ai
          from bot_hourly_rollups
          where ${botRollupsIn(scope)}
          group by 1
        )
        select (buckets.local_start at time zone ${scope.tz}) as bucket, coalesce(hits.total, 0) as total, coalesce(hits.ai, 0) as ai
        from buckets left join hits on hits.local_start = buckets.local_start
        order by buckets.local_start`,
  );
}

/** Bot hits per weekday (Monday 0) and hour of the viewer's day in the window. */
export function hitsPerWeekdayHour(db: Database, scope: AnalyticsScope) {
  return executeRows<{ weekday: string; hour: string; count: string }>(
    db,
    sql`select extract(isodow from hour at time zone ${scope.tz}) - 1 as weekday,
               extract(hour from hour at time zone ${scope.tz}) as hour,
               sum(page_views) as count
        from bot_hourly_rollups
        where ${botRollupsIn(scope)}
        group by 1, 2`,
  );
}
