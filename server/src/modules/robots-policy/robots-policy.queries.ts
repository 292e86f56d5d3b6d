import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from '../analytics/analytics-scope';
import { pageWindowsIn } from '../analytics/analytics-scope.queries';

/**
 * Page views per bot and path in the scope's window, from the page windows (kept equal to a count over the
 * raw hits): a few rows per page, however many hits the window holds.
 */
export async function pageViewsByBotAndPath(db: Database, scope: AnalyticsScope) {
  const rows = await executeRows<{ bot_name: string; path: string; hits: string }>(
    db,
    sql`select bot_name, path, sum(page_views) as hits
        from bot_page_windows
        where ${pageWindowsIn(scope, 0)} and page_views > 0
        group by bot_name, path`,
  );
  return rows.map((row) => ({ name: row.bot_name, path: row.path, hits: Number(row.hits) }));
}
