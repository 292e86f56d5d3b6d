import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsScope, type Period, periodSpan } from './analytics-scope';

/**
 * The one place an analytics scope becomes SQL: a `where` condition per kind of table, each naming the
 * website, the time window and (where the table has bot types) the type filter.
 */

/** The column a window is matched on: the hour of a rollup, the instant of a raw hit, the start of a session. */
type TimeColumn = 'hour' | 'occurred_at' | 'started_at';

function typeFilter(scope: AnalyticsScope): SQL {
  return scope.type === 'all' ? sql`` : sql` and bot_type = ${scope.type}`;
}

function inSpan(scope: AnalyticsScope, column: TimeColumn, period: Period, byType: boolean): SQL {
  const { from, to } = periodSpan(scope, period);
  const at = sql.raw(column);
  return sql`website_id = ${scope.websiteId} and ${at} >= ${from.toISOString()} and ${at} < ${to.toISOString()}${byType ? typeFilter(scope) : sql``}`;
}

/**
 * Rows of the bot hourly rollups (bot_hourly_rollups, bot_session_hourly_rollups) in the window (period 0)
 * or the one before it (1). The window starts on an hour, so these hours hold exactly the window's hits.
 */
export function botRollupsIn(scope: AnalyticsScope, period: Period = 0): SQL {
  return inSpan(scope, 'hour', period, true);
}

/** Rows of human_hourly_page_views in the window: people have no bot type, so the type filter is not theirs. */
export function humanRollupsIn(scope: AnalyticsScope): SQL {
  return inSpan(scope, 'hour', 0, false);
}

/** Raw bot hits (bot_events) in the window. */
export function botEventsIn(scope: AnalyticsScope): SQL {
  return inSpan(scope, 'occurred_at', 0, true);
}

/** Bot sessions (bot_sessions) that started in the window. */
export function botSessionsIn(scope: AnalyticsScope): SQL {
  return inSpan(scope, 'started_at', 0, true);
}

/**
 * Rows of bot_page_windows for the window (period 0) or the one before it (1): these are kept per dashboard
 * range, so a scope of a count of hours has none. Read them after the page-window clock has caught up.
 */
export function pageWindowsIn(scope: AnalyticsScope, period: Period): SQL {
  if (scope.rangeDays === null) throw new Error('page windows exist only for the dashboard ranges');
  return sql`website_id = ${scope.websiteId} and range_days = ${scope.rangeDays} and period = ${period}${typeFilter(scope)}`;
}

const UNIT = { hourly: 'hour', daily: 'day', weekly: 'week' } as const;

/** The bucket (the scope's granularity, in its time zone) that a rollup hour falls in, as a local time. */
export function bucketOfHour(scope: AnalyticsScope): SQL {
  return sql`date_trunc(${sql.raw(`'${UNIT[scope.granularity]}'`)}, hour at time zone ${scope.tz})`;
}

/** Every bucket the window touches, as local times: a set for a time series to join its counts to. */
export function bucketsOfWindow(scope: AnalyticsScope): SQL {
  const unit = sql.raw(`'${UNIT[scope.granularity]}'`);
  return sql`generate_series(
            date_trunc(${unit}, ${scope.start.toISOString()}::timestamptz at time zone ${scope.tz}),
            date_trunc(${unit}, (${scope.end.toISOString()}::timestamptz - interval '1 millisecond') at time zone ${scope.tz}),
            ('1 ' || ${UNIT[scope.granularity]})::interval)`;
}
