import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope, Period } from './analytics-scope';
import { botRollupsIn, humanRollupsIn, pageWindowsIn } from './analytics-scope.queries';

export type TypeTotals = { bot_type: string; visits: string; verified: string; spoofed: string };

/** Bot hits per type, from the hourly rollups. */
export function hitsByType(db: Database, scope: AnalyticsScope, period: Period): Promise<TypeTotals[]> {
  return executeRows<TypeTotals>(
    db,
    sql`select bot_type, sum(page_views) as visits, sum(verified) as verified, sum(spoofed) as spoofed
        from bot_hourly_rollups
        where ${botRollupsIn(scope, period)}
        group by bot_type`,
  );
}

/** Distinct pages that bots viewed, from the page windows. */
export async function distinctPages(db: Database, scope: AnalyticsScope, period: Period): Promise<number> {
  const [row] = await executeRows<{ pages: string }>(
    db,
    sql`select count(distinct path) as pages from bot_page_windows
        where ${pageWindowsIn(scope, period)} and page_views > 0`,
  );
  return Number(row?.pages ?? 0);
}

/** Mean length in seconds of the bot sessions that started in the period, from the rollups. */
export async function sessionLength(db: Database, scope: AnalyticsScope, period: Period): Promise<number> {
  const [row] = await executeRows<{ seconds: string | null }>(
    db,
    sql`select sum(duration_ms)::float8 / nullif(sum(sessions), 0) / 1000 as seconds from bot_session_hourly_rollups
        where ${botRollupsIn(scope, period)}`,
  );
  return Math.round(Number(row?.seconds ?? 0));
}

/** Distinct bots (by claimed name) in the window. */
export async function uniqueBots(db: Database, scope: AnalyticsScope): Promise<number> {
  const [row] = await executeRows<{ bots: string }>(
    db,
    sql`select count(distinct bot_name) as bots from bot_hourly_rollups where ${botRollupsIn(scope)}`,
  );
  return Number(row?.bots ?? 0);
}

export async function humanPageViews(db: Database, scope: AnalyticsScope): Promise<number> {
  const [row] = await executeRows<{ views: string | null }>(
    db,
    sql`select sum(page_views) as views from human_hourly_page_views where ${humanRollupsIn(scope)}`,
  );
  return Number(row?.views ?? 0);
}
