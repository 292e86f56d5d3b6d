import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from './analytics-scope';
import { botRollupsIn, pageWindowsIn } from './analytics-scope.queries';

export type NameTotals = {
  bot_name: string;
  bot_type: string;
  visits: string;
  verified: string;
  spoofed: string;
  last_seen: string | Date | null;
  user_agent: string | null;
};

/** Hits per claimed bot name and type in the window, most first, with the last page view of each. */
export function totalsByName(db: Database, scope: AnalyticsScope): Promise<NameTotals[]> {
  return executeRows<NameTotals>(
    db,
    sql`select bot_name, bot_type, sum(page_views) as visits, sum(verified) as verified, sum(spoofed) as spoofed,
               max(last_seen_at) as last_seen,
               (array_agg(last_user_agent order by last_seen_at desc nulls last))[1] as user_agent
        from bot_hourly_rollups
        where ${botRollupsIn(scope)}
        group by bot_name, bot_type
        order by visits desc, bot_name`,
  );
}

/** How many pages each of the named bots viewed in the window, from the page windows. */
export function pagesByBot(db: Database, scope: AnalyticsScope, names: string[]) {
  return executeRows<{ bot_name: string; bot_type: string; pages: string }>(
    db,
    sql`select bot_name, bot_type, count(*) as pages from bot_page_windows
        where ${pageWindowsIn(scope, 0)} and page_views > 0
          and bot_name = any(${sql.param(names)}::text[])
        group by bot_name, bot_type`,
  );
}
