import type { RecentActivityEntry } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from './analytics-scope';
import { botEventsIn, botSessionsIn, pageWindowsIn } from './analytics-scope.queries';

/** The latest raw bot hits of the window, newest first. */
export function latestBotHits(db: Database, scope: AnalyticsScope, limit: number) {
  return executeRows<{
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
        where ${botEventsIn(scope)}
        order by occurred_at desc, id desc
        limit ${limit}`,
  );
}

/** Pages by bot hits in the window, with the time on page that page-leave events measured (ms). */
export function pagesByHits(db: Database, scope: AnalyticsScope, limit: number) {
  return executeRows<{ path: string; visits: string; avg_ms: string | null; bots: string }>(
    db,
    sql`select path, sum(page_views) as visits, sum(leave_ms)::float8 / nullif(sum(timed_leaves), 0) as avg_ms,
               count(distinct bot_name) as bots
        from bot_page_windows
        where ${pageWindowsIn(scope, 0)}
        group by path
        having sum(page_views) > 0
        order by visits desc, path
        limit ${limit}`,
  );
}

/** Bot sessions that started in the window, newest first. */
export function latestBotSessions(db: Database, scope: AnalyticsScope, limit: number) {
  return executeRows<{
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
        where ${botSessionsIn(scope)}
        order by started_at desc, id desc
        limit ${limit}`,
  );
}
