import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from './analytics-scope';
import { botEventsIn } from './analytics-scope.queries';

/** Where the previous page ended: the (time, id) of its last, oldest hit. */
export type HitsCursor = { at: string; id: number };

export type BotHitRow = {
  id: string;
  occurred_at: string | Date;
  bot_name: string;
  bot_type: string;
  verification: string;
  event: string;
  method: string | null;
  status: number | null;
  url: string;
  ip: string;
  user_agent: string;
  referrer: string | null;
  source: string;
};

/** One page of the window's raw bot hits, newest first, after the cursor (keyset paging). */
export function botHitsPage(
  db: Database,
  scope: AnalyticsScope,
  cursor: HitsCursor | undefined,
  limit: number,
) {
  const after = cursor
    ? sql` and (occurred_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
    : sql``;
  return executeRows<BotHitRow>(
    db,
    sql`select id, occurred_at, bot_name, bot_type, verification, event, method, status, url, ip, user_agent, referrer, source
        from bot_events
        where ${botEventsIn(scope)}${after}
        order by occurred_at desc, id desc
        limit ${limit}`,
  );
}
