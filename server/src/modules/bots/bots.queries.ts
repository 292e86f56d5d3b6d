import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';
import type { AnalyticsScope } from '../analytics/analytics-scope';
import {
  botRollupsIn,
  bucketOfHour,
  bucketsOfWindow,
  pageWindowsIn,
} from '../analytics/analytics-scope.queries';

/**
 * The reads of a bot's profile on one website. Its hits are page views, as on the analytics screens: the
 * hourly rollups for counts and verification, the page windows for pages, raw hits only to put the first
 * page view to the minute. `names` are the stored bot names the profile covers.
 */

const HOUR_MS = 3_600_000;

/** The bot names the website's rollups hold since `since`: where an unknown bot's address is looked up. */
export async function namesSeenSince(db: Database, websiteId: number, since: Date): Promise<string[]> {
  const rows = await executeRows<{ bot_name: string }>(
    db,
    sql`select distinct bot_name from bot_hourly_rollups
        where website_id = ${websiteId} and hour >= ${since.toISOString()}`,
  );
  return rows.map((row) => row.bot_name);
}

/** Page views in the window and how many of them were verified or spoofed. */
export async function windowTotals(db: Database, scope: AnalyticsScope, names: readonly string[]) {
  const [row] = await executeRows<{ hits: string | null; verified: string | null; spoofed: string | null }>(
    db,
    sql`select sum(page_views) as hits, sum(verified) as verified, sum(spoofed) as spoofed
        from bot_hourly_rollups
        where ${botRollupsIn(scope)} and bot_name = any(${sql.param([...names])}::text[])`,
  );
  return {
    hits: Number(row?.hits ?? 0),
    verified: Number(row?.verified ?? 0),
    spoofed: Number(row?.spoofed ?? 0),
  };
}

/**
 * The first and last page view on the website, ever (the rollups outlive raw hits). The first is put to the
 * instant from the raw hits of its hour while retention has kept them, else it is that hour.
 */
export async function seenSpan(
  db: Database,
  websiteId: number,
  names: readonly string[],
): Promise<{ firstSeen: Date | null; lastSeen: Date | null }> {
  const namesParam = sql`${sql.param([...names])}::text[]`;
  const [span] = await executeRows<{ first_hour: string | Date | null; last_seen: string | Date | null }>(
    db,
    sql`select min(hour) as first_hour, max(last_seen_at) as last_seen from bot_hourly_rollups
        where website_id = ${websiteId} and bot_name = any(${namesParam})`,
  );
  if (!span?.first_hour) return { firstSeen: null, lastSeen: null };
  const firstHour = new Date(span.first_hour);
  const [first] = await executeRows<{ at: string | Date | null }>(
    db,
    sql`select min(occurred_at) as at from bot_events
        where website_id = ${websiteId}
          and occurred_at >= ${firstHour.toISOString()}
          and occurred_at < ${new Date(firstHour.getTime() + HOUR_MS).toISOString()}
          and event = 'page_view' and bot_name = any(${namesParam})`,
  );
  return {
    firstSeen: first?.at ? new Date(first.at) : firstHour,
    lastSeen: span.last_seen ? new Date(span.last_seen) : null,
  };
}

/** Page views per bucket of the scope (its granularity and time zone), every bucket present. */
export function hitsPerBucketOf(db: Database, scope: AnalyticsScope, names: readonly string[]) {
  return executeRows<{ bucket: string | Date; hits: string }>(
    db,
    sql`with buckets as (
          select ${bucketsOfWindow(scope)} as local_start
        ), hits as (
          select ${bucketOfHour(scope)} as local_start, sum(page_views) as hits
          from bot_hourly_rollups
          where ${botRollupsIn(scope)} and bot_name = any(${sql.param([...names])}::text[])
          group by 1
        )
        select (buckets.local_start at time zone ${scope.tz}) as bucket, coalesce(hits.hits, 0) as hits
        from buckets left join hits on hits.local_start = buckets.local_start
        order by buckets.local_start`,
  );
}

/** Its most viewed pages in the window, from the page windows (read them after the window clock caught up). */
export function topPagesOf(db: Database, scope: AnalyticsScope, names: readonly string[], limit: number) {
  return executeRows<{ path: string; hits: string }>(
    db,
    sql`select path, sum(page_views) as hits from bot_page_windows
        where ${pageWindowsIn(scope, 0)} and page_views > 0
          and bot_name = any(${sql.param([...names])}::text[])
        group by path
        order by hits desc, path
        limit ${limit}`,
  );
}
