import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/rows';

/** Each bot's page views on a website since `since`, and how many were verified or spoofed (hourly rollups). */
export async function botTotalsSince(db: Database, websiteId: number, since: Date) {
  const rows = await executeRows<{ bot_name: string; hits: string; verified: string; spoofed: string }>(
    db,
    sql`select bot_name, sum(page_views) as hits, sum(verified) as verified, sum(spoofed) as spoofed
        from bot_hourly_rollups
        where website_id = ${websiteId} and hour >= ${since.toISOString()}
        group by bot_name`,
  );
  return rows.map((row) => ({
    name: row.bot_name,
    hits: Number(row.hits),
    verified: Number(row.verified),
    spoofed: Number(row.spoofed),
  }));
}

/**
 * Each AI crawler's hits on a website since `since` whose path matches `sensitive` (a regular expression
 * of our own, never the caller's), with the most read such path as the example.
 */
export async function sensitiveHitsSince(db: Database, websiteId: number, since: Date, sensitive: string) {
  const rows = await executeRows<{ bot_name: string; hits: string; example: string }>(
    db,
    sql`select bot_name, count(*) as hits, mode() within group (order by path) as example
        from bot_events
        where website_id = ${websiteId} and occurred_at >= ${since.toISOString()}
          and bot_type = 'ai_crawler' and event = 'page_view' and path ~* ${sensitive}
        group by bot_name`,
  );
  return rows.map((row) => ({ name: row.bot_name, hits: Number(row.hits), example: row.example }));
}
