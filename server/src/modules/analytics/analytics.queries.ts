import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AnalyticsWindow } from './analytics-window';

type Row = Record<string, unknown>;

export async function rows<T extends Row>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `and bot_type = …` when the screen filters by type; the one place the type filter becomes SQL. */
export function typeFilter(window: AnalyticsWindow): SQL {
  return window.type === 'all' ? sql`` : sql` and bot_type = ${window.type}`;
}

/** Bot hits per type in [from, to), from the hourly rollups. */
export async function hitsByType(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  from: Date,
  to: Date,
) {
  return rows<{ bot_type: string; visits: string; verified: string; spoofed: string }>(
    db,
    sql`select bot_type, sum(page_views) as visits, sum(verified) as verified, sum(spoofed) as spoofed
        from bot_hourly_rollups
        where website_id = ${websiteId} and hour >= ${from.toISOString()} and hour < ${to.toISOString()}${typeFilter(window)}
        group by bot_type`,
  );
}

/** Which dashboard window to read from bot_page_windows: the one ending now (0) or the one before it (1). */
export function pageWindow(window: AnalyticsWindow, period: 0 | 1): SQL {
  if (window.rangeDays === null) throw new Error('page windows exist only for the dashboard ranges');
  return sql`range_days = ${window.rangeDays} and period = ${period}`;
}

/** Distinct pages that bots viewed in the window (period 0) or in the one before it (1). */
export async function distinctPages(db: Database, websiteId: number, window: AnalyticsWindow, period: 0 | 1) {
  const [row] = await rows<{ pages: string }>(
    db,
    sql`select count(distinct path) as pages from bot_page_windows
        where website_id = ${websiteId} and ${pageWindow(window, period)} and page_views > 0${typeFilter(window)}`,
  );
  return Number(row?.pages ?? 0);
}

/** Mean length in seconds of the bot sessions that started in [from, to) (hour-aligned), from the rollups. */
export async function sessionLength(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  from: Date,
  to: Date,
) {
  const [row] = await rows<{ seconds: string | null }>(
    db,
    sql`select sum(duration_ms)::float8 / nullif(sum(sessions), 0) / 1000 as seconds from bot_session_hourly_rollups
        where website_id = ${websiteId} and hour >= ${from.toISOString()} and hour < ${to.toISOString()}${typeFilter(window)}`,
  );
  return Math.round(Number(row?.seconds ?? 0));
}

export async function humanPageViews(db: Database, websiteId: number, from: Date, to: Date) {
  const [row] = await rows<{ views: string | null }>(
    db,
    sql`select sum(page_views) as views from human_hourly_page_views
        where website_id = ${websiteId} and hour >= ${from.toISOString()} and hour < ${to.toISOString()}`,
  );
  return Number(row?.views ?? 0);
}
