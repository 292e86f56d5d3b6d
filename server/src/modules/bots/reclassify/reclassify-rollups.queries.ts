import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { executeRows } from '../../../db/rows';
import { inSlice, ROLLUP_HOURS, type Slice } from './key-slices.queries';
import {
  addHumanPageViews,
  applyHourlyRollupDeltas,
  applySessionRollupDeltas,
  settleOldHourlyRollups,
} from './move-counts.queries';
import { rollupWebdriver } from './user-agent-map.queries';

const CREATE_CHANGED_ROLLUPS = sql`create temp table if not exists reclassify_rollups (
  website_id int, hour timestamptz, old_name text, old_type text, is_bot boolean, new_name text, new_type text,
  keep_verification boolean, page_views bigint, verified bigint, spoofed bigint, last_seen_at timestamptz,
  last_user_agent text
) on commit delete rows`;
const CREATE_CHANGED_SESSION_ROLLUPS = sql`create temp table if not exists reclassify_session_rollups (
  website_id int, hour timestamptz, old_name text, old_type text, is_bot boolean, new_name text, new_type text,
  sessions bigint, duration_ms bigint
) on commit delete rows`;

/**
 * Brings the hourly rollups of one slice of (website, hour) to the new registry, for what raw rows no longer
 * explain: the share of a row beyond the raw hits (or sessions) still stored under its key is the part
 * retention deleted, and it follows the row's last user agent, the one witness left of them. The raw share
 * was moved by the sessions and hits steps already; a row whose share is moved here keeps only it, so a
 * second attempt at this step finds nothing more to move. Returns how many rows moved.
 */
export async function reclassifyRollupsStep(tx: Transaction, runId: number, slice: Slice): Promise<number> {
  await tx.execute(CREATE_CHANGED_ROLLUPS);
  await tx.execute(CREATE_CHANGED_SESSION_ROLLUPS);
  // Both read before either moves anything: a session rollup finds its user agent on the hourly row.
  await tx.execute(sql`
    insert into reclassify_rollups
    select r.website_id, r.hour, r.bot_name, r.bot_type, m.is_bot, m.bot_name, m.bot_type,
           m.verification_method <> '' and m.verification_method = coalesce((select previous_verification_methods
             from bot_reclassifications where id = ${runId}) ->> r.bot_name, ''),
           r.page_views, r.verified, r.spoofed, r.last_seen_at, r.last_user_agent
    from bot_hourly_rollups r
    join websites w on w.id = r.website_id and w.deleting_since is null
    join bot_reclassification_user_agents m on m.user_agent = r.last_user_agent and m.webdriver = ${rollupWebdriver('r')}
    where ${inSlice(ROLLUP_HOURS, 'r', slice)} and m.is_bot is not null
      and (not m.is_bot or (r.bot_name, r.bot_type) is distinct from (m.bot_name, m.bot_type))`);
  await tx.execute(sql`
    insert into reclassify_session_rollups
    select sr.website_id, sr.hour, sr.bot_name, sr.bot_type, m.is_bot, m.bot_name, m.bot_type, sr.sessions,
           sr.duration_ms
    from bot_session_hourly_rollups sr
    join websites w on w.id = sr.website_id and w.deleting_since is null
    cross join lateral (
      select r.last_user_agent from bot_hourly_rollups r
      where r.website_id = sr.website_id and r.hour = sr.hour and r.bot_name = sr.bot_name
        and r.last_user_agent is not null
      order by (r.bot_type = sr.bot_type) desc limit 1
    ) as witness
    join bot_reclassification_user_agents m on m.user_agent = witness.last_user_agent
      and m.webdriver = ${rollupWebdriver('sr')}
    where ${inSlice(ROLLUP_HOURS, 'sr', slice)} and m.is_bot is not null
      and (not m.is_bot or (sr.bot_name, sr.bot_type) is distinct from (m.bot_name, m.bot_type))`);
  await withoutRawShares(tx);
  const [counted] = await executeRows<{ n: string }>(
    tx,
    sql`select (select count(*) from reclassify_rollups) + (select count(*) from reclassify_session_rollups) as n`,
  );
  const moved = Number(counted?.n ?? 0);
  if (moved === 0) return 0;
  // Statistics, so that the moves below look their rows up by key instead of scanning the rollups.
  await tx.execute(sql`analyze reclassify_rollups`);
  await tx.execute(sql`analyze reclassify_session_rollups`);

  await applyHourlyRollupDeltas(
    tx,
    sql`select website_id, hour, old_name, old_type, -page_views, -verified, -spoofed, null::timestamptz, null::text
        from reclassify_rollups
        union all
        select website_id, hour, new_name, new_type, page_views,
               case when keep_verification then verified else 0 end,
               case when keep_verification then spoofed else 0 end, last_seen_at, last_user_agent
        from reclassify_rollups where is_bot`,
  );
  await settleOldHourlyRollups(tx, sql`select website_id, hour, old_name, old_type from reclassify_rollups`);
  await addHumanPageViews(
    tx,
    sql`select website_id, hour, page_views from reclassify_rollups where not is_bot`,
  );
  await applySessionRollupDeltas(
    tx,
    sql`select website_id, hour, old_name, old_type, -sessions, -duration_ms from reclassify_session_rollups
        union all
        select website_id, hour, new_name, new_type, sessions, duration_ms from reclassify_session_rollups where is_bot`,
  );
  return moved;
}

/**
 * Takes out of each candidate the share its raw rows still explain, counted for candidates only (the rows
 * of other names are never counted), through the primary key's (website, time). Candidates left with
 * nothing to move are dropped. (bot_sessions has another index that starts with the website, its lookup
 * index by name; the row comparison keeps the planner from choosing it and reading all the name's sessions.)
 */
async function withoutRawShares(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update reclassify_rollups c set (page_views, verified, spoofed) = (
      select c.page_views - count(*), c.verified - count(*) filter (where e.verification = 'verified'),
             c.spoofed - count(*) filter (where e.verification = 'spoofed')
      from bot_events e
      where e.website_id = c.website_id and e.occurred_at >= c.hour and e.occurred_at < c.hour + interval '1 hour'
        and e.bot_name = c.old_name and e.bot_type = c.old_type and e.event = 'page_view')`);
  await tx.execute(sql`delete from reclassify_rollups where page_views <= 0`);
  await tx.execute(sql`
    update reclassify_session_rollups c set (sessions, duration_ms) = (
      select c.sessions - count(*),
             c.duration_ms - coalesce(sum(round(extract(epoch from (s.last_seen_at - s.started_at)) * 1000)), 0)
      from bot_sessions s
      where (s.website_id, s.started_at) >= (c.website_id, c.hour)
        and (s.website_id, s.started_at) < (c.website_id, c.hour + interval '1 hour')
        and s.bot_name = c.old_name and s.bot_type = c.old_type)`);
  await tx.execute(sql`delete from reclassify_session_rollups where sessions <= 0`);
}
