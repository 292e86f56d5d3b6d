import { type SQL, sql } from 'drizzle-orm';
import { type ClassifiedHit, floorHourMs } from './hit';
import { column, type Transaction, unnestRows } from './sql-arrays';

/** Hourly bot totals, people's hourly counts and each website's last-event time, for one batch. */
export async function upsertBotRollups(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  const statement = botRollupsStatement(pageViews);
  if (statement) await tx.execute(statement);
}

/**
 * The statement that adds a batch's bot page views to their hourly rollups, worked out apart from running
 * it (a log import prepares it before its transaction); undefined when there is nothing to add.
 */
export function botRollupsStatement(pageViews: readonly ClassifiedHit[]): SQL | undefined {
  type Rollup = {
    websiteId: number;
    hour: Date;
    botName: string;
    botType: string;
    pageViews: number;
    verified: number;
    spoofed: number;
    lastSeenAt: Date;
    lastUserAgent: string;
  };
  const rollups = new Map<string, Rollup>();
  for (const hit of pageViews) {
    if (!hit.bot.isBot) continue;
    const hourMs = floorHourMs(hit.occurredAt);
    const key = `${hit.websiteId}\u0001${hourMs}\u0001${hit.bot.name}\u0001${hit.bot.type}`;
    const row = rollups.get(key) ?? {
      websiteId: hit.websiteId,
      hour: new Date(hourMs),
      botName: hit.bot.name,
      botType: hit.bot.type,
      pageViews: 0,
      verified: 0,
      spoofed: 0,
      lastSeenAt: hit.occurredAt,
      lastUserAgent: hit.userAgent,
    };
    row.pageViews++;
    if (hit.occurredAt >= row.lastSeenAt) {
      row.lastSeenAt = hit.occurredAt;
      row.lastUserAgent = hit.userAgent;
    }
    if (hit.verification === 'verified') row.verified++;
    if (hit.verification === 'spoofed') row.spoofed++;
    rollups.set(key, row);
  }
  if (rollups.size === 0) return undefined;
  const rows = [...rollups.values()];
  return sql`
    insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
    select * from ${unnestRows(rows, [
      ['websiteId', 'int'],
      ['hour', 'timestamptz'],
      ['botName', 'text'],
      ['botType', 'text'],
      ['pageViews', 'bigint'],
      ['verified', 'bigint'],
      ['spoofed', 'bigint'],
      ['lastSeenAt', 'timestamptz'],
      ['lastUserAgent', 'text'],
    ])}
    on conflict (website_id, hour, bot_name, bot_type) do update set
      -- Both read the row as it was: the later page view's user agent wins.
      last_user_agent = case when bot_hourly_rollups.last_seen_at is null or excluded.last_seen_at >= bot_hourly_rollups.last_seen_at
                             then excluded.last_user_agent else bot_hourly_rollups.last_user_agent end,
      last_seen_at = greatest(bot_hourly_rollups.last_seen_at, excluded.last_seen_at),
      page_views = bot_hourly_rollups.page_views + excluded.page_views,
      verified = bot_hourly_rollups.verified + excluded.verified,
      spoofed = bot_hourly_rollups.spoofed + excluded.spoofed`;
}

export async function upsertHumanCounts(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  const counts = new Map<string, HumanHourCount>();
  for (const hit of pageViews) {
    const hourMs = floorHourMs(hit.occurredAt);
    const key = `${hit.websiteId}\u0001${hourMs}`;
    const row = counts.get(key) ?? { websiteId: hit.websiteId, hour: new Date(hourMs), pageViews: 0 };
    row.pageViews++;
    counts.set(key, row);
  }
  await upsertHumanHourCounts(tx, [...counts.values()]);
}

export type HumanHourCount = { websiteId: number; hour: Date; pageViews: number };

/** Adds people's page views to their hours' totals, one row per website and hour, in one statement. */
export async function upsertHumanHourCounts(tx: Transaction, rows: HumanHourCount[]): Promise<void> {
  const statement = humanHourCountsStatement(rows);
  if (statement) await tx.execute(statement);
}

export function humanHourCountsStatement(rows: readonly HumanHourCount[]): SQL | undefined {
  if (rows.length === 0) return undefined;
  return sql`
    insert into human_hourly_page_views (website_id, hour, page_views)
    select * from ${unnestRows(rows, [
      ['websiteId', 'int'],
      ['hour', 'timestamptz'],
      ['pageViews', 'bigint'],
    ])}
    on conflict (website_id, hour) do update set page_views = human_hourly_page_views.page_views + excluded.page_views`;
}

/**
 * Marks each website of the batch as tracked live: an event from the snippet, its pixel or the middleware
 * (what installation verification checks). An imported log proves nothing about what is installed, so it
 * does not count: "Your tracking code is working" after a log import would be untrue.
 */
export async function touchWebsites(tx: Transaction, stored: ClassifiedHit[]): Promise<void> {
  const ids = [...new Set(stored.filter((hit) => hit.source !== 'log').map((hit) => hit.websiteId))];
  if (ids.length === 0) return;
  await tx.execute(sql`update websites set last_event_at = now() where id = any(${column(ids, 'int')})`);
}
