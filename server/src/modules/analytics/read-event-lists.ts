import type { BotSession, HeatmapEntry, RecentActivityEntry } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWindow, rows, typeFilter } from './analytics.queries';
import type { AnalyticsWindow } from './analytics-window';
import { botIdentity } from './bot-identity';

const RECENT_LIMIT = 10;
const PAGES_LIMIT = 50;
const SESSIONS_LIMIT = 50;

/** The latest bot hits, newest first (part 1 §9: the feed shows 10). */
export async function readRecentActivity(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<RecentActivityEntry[]> {
  const result = await rows<{
    id: string;
    bot_name: string;
    bot_type: string;
    verification: RecentActivityEntry['verification'];
    event: string;
    url: string;
    user_agent: string;
    occurred_at: string | Date;
  }>(
    db,
    sql`select id, bot_name, bot_type, verification, event, url, user_agent, occurred_at from bot_events
        where website_id = ${websiteId} and occurred_at >= ${window.start.toISOString()} and occurred_at < ${window.end.toISOString()}${typeFilter(window)}
        order by occurred_at desc, id desc
        limit ${RECENT_LIMIT}`,
  );
  return result.map((row) => ({
    id: Number(row.id),
    botName: row.bot_name,
    botType: row.bot_type,
    ...botIdentity(row.bot_name),
    verification: row.verification,
    activity: row.event,
    url: row.url,
    userAgent: row.user_agent,
    timestamp: new Date(row.occurred_at).toISOString(),
  }));
}

/** Pages by bot hits, with the mean time on page that snippet page-leave events measured (seconds). */
export async function readPageHeatmap(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<HeatmapEntry[]> {
  const result = await rows<{ path: string; visits: string; avg_ms: string | null; bots: string }>(
    db,
    sql`select path, sum(page_views) as visits, sum(leave_ms)::float8 / nullif(sum(timed_leaves), 0) as avg_ms,
               count(distinct bot_name) as bots
        from bot_page_windows
        where website_id = ${websiteId} and ${pageWindow(window, 0)}${typeFilter(window)}
        group by path
        having sum(page_views) > 0
        order by visits desc, path
        limit ${PAGES_LIMIT}`,
  );
  return result.map((row) => ({
    url: row.path,
    visits: Number(row.visits),
    avgTimeOnPage: Math.round(Number(row.avg_ms ?? 0) / 1000),
    bots: Number(row.bots),
  }));
}

/** Bot sessions that started in the window, newest first. */
export async function readSessions(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<BotSession[]> {
  const result = await rows<{
    id: string;
    bot_name: string;
    bot_type: string;
    total_pages: string;
    seconds: string;
    started_at: string | Date;
  }>(
    db,
    sql`select id, bot_name, bot_type, total_pages, extract(epoch from last_seen_at - started_at) as seconds, started_at
        from bot_sessions
        where website_id = ${websiteId} and started_at >= ${window.start.toISOString()} and started_at < ${window.end.toISOString()}${typeFilter(window)}
        order by started_at desc, id desc
        limit ${SESSIONS_LIMIT}`,
  );
  return result.map((row) => ({
    id: Number(row.id),
    botName: row.bot_name,
    botType: row.bot_type,
    totalPages: Number(row.total_pages),
    sessionDuration: Math.round(Number(row.seconds)),
    startTime: new Date(row.started_at).toISOString(),
  }));
}
