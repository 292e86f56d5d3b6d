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

/** Distinct pages read by bots in [from, to). */
export async function distinctPages(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  from: Date,
  to: Date,
) {
  const [row] = await rows<{ pages: string }>(
    db,
    sql`select count(distinct path) as pages from bot_events
        where website_id = ${websiteId} and event = 'page_view'
          and occurred_at >= ${from.toISOString()} and occurred_at < ${to.toISOString()}${typeFilter(window)}`,
  );
  return Number(row?.pages ?? 0);
}

/** Mean length in seconds of the bot sessions that started in [from, to), and their number. */
export async function sessionLength(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  from: Date,
  to: Date,
) {
  const [row] = await rows<{ seconds: string | null }>(
    db,
    sql`select avg(extract(epoch from last_seen_at - started_at)) as seconds from bot_sessions
        where website_id = ${websiteId} and started_at >= ${from.toISOString()} and started_at < ${to.toISOString()}${typeFilter(window)}`,
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
