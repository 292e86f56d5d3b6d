import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';

/**
 * Moving counts from an old (name, type) to a new one. Each function takes a SELECT of signed deltas (the
 * old key's share taken out, the new key's added, in any order and with repeats) and applies their sum per
 * key in one statement: two old names that become one new name collide on the new key and are summed.
 */

/** The UTC hour an instant falls in, as the ingest writer computes it (floorHourMs). */
export function utcHour(column: SQL): SQL {
  return sql`(date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC')`;
}

/**
 * Deltas: (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at,
 * last_user_agent); the last two are null on rows taken out. The later page view's user agent wins, as in
 * the writer's upsert.
 */
export async function applyHourlyRollupDeltas(tx: Transaction, deltas: SQL): Promise<void> {
  await tx.execute(sql`
    insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
    select website_id, hour, bot_name, bot_type, sum(page_views), sum(verified), sum(spoofed), max(last_seen_at),
           (array_agg(last_user_agent order by last_seen_at desc nulls last))[1]
    from (${deltas}) as d(website_id, hour, bot_name, bot_type, page_views, verified, spoofed, last_seen_at, last_user_agent)
    group by website_id, hour, bot_name, bot_type
    on conflict (website_id, hour, bot_name, bot_type) do update set
      last_user_agent = case when excluded.last_seen_at is not null and (bot_hourly_rollups.last_seen_at is null
                               or excluded.last_seen_at >= bot_hourly_rollups.last_seen_at)
                             then excluded.last_user_agent else bot_hourly_rollups.last_user_agent end,
      last_seen_at = greatest(bot_hourly_rollups.last_seen_at, excluded.last_seen_at),
      page_views = bot_hourly_rollups.page_views + excluded.page_views,
      verified = bot_hourly_rollups.verified + excluded.verified,
      spoofed = bot_hourly_rollups.spoofed + excluded.spoofed`);
}

/**
 * For the old keys (website_id, hour, bot_name, bot_type): drops the rows left empty, and gives those that
 * keep raw page views the last of them as their last user agent (the one they had may have moved away).
 */
export async function settleOldHourlyRollups(tx: Transaction, oldKeys: SQL): Promise<void> {
  await deleteEmptyRows(tx, 'bot_hourly_rollups', oldKeys, sql`page_views = 0`);
  await tx.execute(sql`
    update bot_hourly_rollups r set last_seen_at = l.occurred_at, last_user_agent = l.user_agent
    from (select distinct * from (${oldKeys}) as o) as k(website_id, hour, bot_name, bot_type)
    cross join lateral (
      select e.occurred_at, e.user_agent from bot_events e
      where e.website_id = k.website_id and e.occurred_at >= k.hour and e.occurred_at < k.hour + interval '1 hour'
        and e.bot_name = k.bot_name and e.bot_type = k.bot_type and e.event = 'page_view'
      order by e.occurred_at desc limit 1
    ) as l
    where r.website_id = k.website_id and r.hour = k.hour and r.bot_name = k.bot_name and r.bot_type = k.bot_type
      and r.last_user_agent is distinct from l.user_agent`);
}

/**
 * Deletes the rows of these keys (website_id, hour, bot_name, bot_type) that are left empty, each key looked
 * up by the primary key. The statistics know no empty rows, so a plain join was planned as a scan of the
 * whole table for every key (seconds a step on 70,000 rollup rows).
 */
async function deleteEmptyRows(
  tx: Transaction,
  table: 'bot_hourly_rollups' | 'bot_session_hourly_rollups',
  keys: SQL,
  empty: SQL,
): Promise<void> {
  const name = sql.raw(table);
  await tx.execute(sql`
    delete from ${name} where ctid = any(array(
      select r.ctid from (select distinct * from (${keys}) as o) as k(website_id, hour, bot_name, bot_type)
      cross join lateral (
        select ctid, * from ${name} r
        where r.website_id = k.website_id and r.hour = k.hour and r.bot_name = k.bot_name and r.bot_type = k.bot_type
        -- One row at most (the primary key); the limit keeps the planner from flattening the lookup.
        limit 1
      ) as r
      where r.${empty}))`);
}

/** Deltas: (website_id, hour, bot_name, bot_type, sessions, duration_ms); rows left at zero sessions go. */
export async function applySessionRollupDeltas(tx: Transaction, deltas: SQL): Promise<void> {
  await tx.execute(sql`
    insert into bot_session_hourly_rollups (website_id, hour, bot_name, bot_type, sessions, duration_ms)
    select website_id, hour, bot_name, bot_type, sum(sessions), sum(duration_ms)
    from (${deltas}) as d(website_id, hour, bot_name, bot_type, sessions, duration_ms)
    group by website_id, hour, bot_name, bot_type
    having sum(sessions) <> 0 or sum(duration_ms) <> 0
    on conflict (website_id, hour, bot_name, bot_type) do update set
      sessions = bot_session_hourly_rollups.sessions + excluded.sessions,
      duration_ms = bot_session_hourly_rollups.duration_ms + excluded.duration_ms`);
  await deleteEmptyRows(
    tx,
    'bot_session_hourly_rollups',
    sql`select website_id, hour, bot_name, bot_type
        from (${deltas}) as d(website_id, hour, bot_name, bot_type, sessions, duration_ms) where sessions < 0`,
    sql`sessions = 0`,
  );
}

/** Page views the new registry calls a person's: people are counted by the hour, like any person's hit. */
export async function addHumanPageViews(tx: Transaction, rows: SQL): Promise<void> {
  await tx.execute(sql`
    insert into human_hourly_page_views (website_id, hour, page_views)
    select website_id, hour, sum(page_views) from (${rows}) as h(website_id, hour, page_views)
    group by website_id, hour having sum(page_views) > 0
    on conflict (website_id, hour) do update set
      page_views = human_hourly_page_views.page_views + excluded.page_views`);
}

/**
 * Deltas: (website_id, range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves,
 * leave_ms); rows left without hits go, as the window clock leaves them.
 */
export async function applyWindowDeltas(tx: Transaction, deltas: SQL): Promise<void> {
  await tx.execute(sql`
    insert into bot_page_windows (website_id, range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms)
    select website_id, range_days, period, path, bot_name, bot_type, sum(hits), sum(page_views), sum(timed_leaves), sum(leave_ms)
    from (${deltas}) as d(website_id, range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms)
    group by website_id, range_days, period, path, bot_name, bot_type
    having sum(hits) <> 0
    on conflict (website_id, range_days, period, path, bot_name, bot_type) do update set
      hits = bot_page_windows.hits + excluded.hits,
      page_views = bot_page_windows.page_views + excluded.page_views,
      timed_leaves = bot_page_windows.timed_leaves + excluded.timed_leaves,
      leave_ms = bot_page_windows.leave_ms + excluded.leave_ms`);
  await tx.execute(sql`delete from bot_page_windows where hits = 0`);
}
