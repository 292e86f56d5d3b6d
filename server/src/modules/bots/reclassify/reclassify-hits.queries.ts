import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { executeRows } from '../../../db/rows';
import { windowsAsOf } from '../../page-windows/window-spans';
import { unnestRows } from '../../tracking/ingest/sql-arrays';
import { HITS, inSlice, type Slice } from './key-slices.queries';
import {
  addHumanPageViews,
  applyHourlyRollupDeltas,
  applyWindowDeltas,
  settleOldHourlyRollups,
  utcHour,
} from './move-counts.queries';

// The slice's hits that the new registry reads otherwise, with what they were and what they become; emptied
// at every commit. Created once per connection.
const CREATE_CHANGED_HITS = sql`create temp table if not exists reclassify_hits (
  website_id int, occurred_at timestamptz, id bigint, event text, path text, event_id text, user_agent text,
  duration_ms int, old_name text, old_type text, old_verification text, is_bot boolean, new_name text,
  new_type text, new_operator text, new_purpose text, new_verification text
) on commit delete rows`;

/**
 * The verification a reclassified hit keeps: its own when the new bot is checked the way the old one was
 * (the previous run's registry, by the old name), else 'unverifiable', since nothing here checked the hit
 * against the new method; and 'unverifiable' outright for a bot with no method, as the verifier answers.
 */
export function keptVerification(oldName: string, oldVerification: string, runId: number) {
  return sql`case when m.verification_method = '' then 'unverifiable'
    when m.verification_method = coalesce((select previous_verification_methods from bot_reclassifications
      where id = ${runId}) ->> ${sql.raw(oldName)}, '') then ${sql.raw(oldVerification)}
    else 'unverifiable' end`;
}

/** The hit changes key (name or type) in the rollups and windows, or leaves the bots altogether. */
const MOVES_KEY = sql`(not is_bot or (old_name, old_type) is distinct from (new_name, new_type))`;
/** The hit's page view counts elsewhere in the hourly rollups (its verification counts too). */
const MOVES_ROLLUP = sql`event = 'page_view' and (not is_bot
  or (old_name, old_type, old_verification) is distinct from (new_name, new_type, new_verification))`;

/**
 * Brings one slice of raw hits (by primary key) to the new registry: each hit whose stored name, type,
 * operator or purpose differs from its user agent's new classification is updated, or deleted and counted
 * as a person's page view when the registry no longer calls it a bot; its hourly rollup, page windows and
 * people's count move with it, in this transaction. A hit already right (stored by the new registry while
 * the run goes on, or by an earlier attempt at this step) is not selected, so nothing counts twice.
 * Returns how many hits changed.
 */
export async function reclassifyHitsStep(
  tx: Transaction,
  runId: number,
  slice: Slice,
  clockHour: number | null,
): Promise<number> {
  await tx.execute(CREATE_CHANGED_HITS);
  await tx.execute(sql`
    insert into reclassify_hits
    select e.website_id, e.occurred_at, e.id, e.event, e.path, e.event_id, e.user_agent, e.duration_ms,
           e.bot_name, e.bot_type, e.verification, m.is_bot, m.bot_name, m.bot_type, m.operator, m.purpose,
           case when m.is_bot then ${keptVerification('e.bot_name', 'e.verification', runId)} end
    from bot_events e
    join bot_reclassification_user_agents m on m.user_agent = e.user_agent and m.webdriver = coalesce(e.webdriver, false)
    join websites w on w.id = e.website_id and w.deleting_since is null
    where ${inSlice(HITS, 'e', slice)} and m.is_bot is not null
      and (not m.is_bot or (e.bot_name, e.bot_type, e.operator, e.purpose)
           is distinct from (m.bot_name, m.bot_type, m.operator, m.purpose))`);
  const [counted] = await executeRows<{ n: string }>(tx, sql`select count(*) as n from reclassify_hits`);
  const changed = Number(counted?.n ?? 0);
  if (changed === 0) return 0;
  // Statistics, so that the moves below look their rows up by key instead of scanning whole tables.
  await tx.execute(sql`analyze reclassify_hits`);

  await tx.execute(sql`
    update bot_events e set bot_name = c.new_name, bot_type = c.new_type, operator = c.new_operator,
      purpose = c.new_purpose, verification = c.new_verification
    from reclassify_hits c
    where c.is_bot and e.website_id = c.website_id and e.occurred_at = c.occurred_at and e.id = c.id`);
  await tx.execute(sql`
    delete from bot_events e using reclassify_hits c
    where not c.is_bot and e.website_id = c.website_id and e.occurred_at = c.occurred_at and e.id = c.id`);
  // A person's hit keeps no row, only its event id, so that a resend is still recognised.
  await tx.execute(sql`
    insert into human_event_ids (website_id, event_id, seen_at)
    select website_id, event_id, occurred_at from reclassify_hits where not is_bot and event_id is not null
    on conflict do nothing`);
  await addHumanPageViews(
    tx,
    sql`select website_id, ${utcHour(sql`occurred_at`)}, 1 from reclassify_hits
        where not is_bot and event = 'page_view'`,
  );
  await moveHourlyRollups(tx);
  if (clockHour !== null) await moveWindowCounts(tx, clockHour);
  return changed;
}

async function moveHourlyRollups(tx: Transaction): Promise<void> {
  const hour = utcHour(sql`occurred_at`);
  await applyHourlyRollupDeltas(
    tx,
    sql`select website_id, ${hour}, old_name, old_type, -1, -(old_verification = 'verified')::int,
               -(old_verification = 'spoofed')::int, null::timestamptz, null::text
        from reclassify_hits where ${MOVES_ROLLUP}
        union all
        select website_id, ${hour}, new_name, new_type, 1, (new_verification = 'verified')::int,
               (new_verification = 'spoofed')::int, occurred_at, user_agent
        from reclassify_hits where ${MOVES_ROLLUP} and is_bot`,
  );
  await settleOldHourlyRollups(
    tx,
    sql`select distinct website_id, ${hour}, old_name, old_type from reclassify_hits where ${MOVES_ROLLUP}`,
  );
}

/** The page windows as of the clock's hour (locked by the caller) lose the old key's hits and gain the new. */
async function moveWindowCounts(tx: Transaction, clockHour: number): Promise<void> {
  const spans = windowsAsOf(clockHour).map((span) => ({
    rangeDays: span.rangeDays,
    period: span.period,
    fromAt: new Date(span.from),
    toAt: new Date(span.to),
  }));
  const windows = sql`${unnestRows(spans, [
    ['rangeDays', 'int'],
    ['period', 'int'],
    ['fromAt', 'timestamptz'],
    ['toAt', 'timestamptz'],
  ])} as w(range_days, period, from_at, to_at)`;
  const counts = (sign: 1 | -1) => {
    const s = sql.raw(String(sign));
    return sql`${s}, ${s} * (c.event = 'page_view')::int,
      ${s} * (c.event = 'page_leave' and c.duration_ms is not null)::int,
      ${s} * (case when c.event = 'page_leave' then coalesce(c.duration_ms, 0) else 0 end)::bigint`;
  };
  await applyWindowDeltas(
    tx,
    sql`select c.website_id, w.range_days, w.period, c.path, c.old_name, c.old_type, ${counts(-1)}
        from reclassify_hits c join ${windows} on c.occurred_at >= w.from_at and c.occurred_at < w.to_at
        where ${MOVES_KEY}
        union all
        select c.website_id, w.range_days, w.period, c.path, c.new_name, c.new_type, ${counts(1)}
        from reclassify_hits c join ${windows} on c.occurred_at >= w.from_at and c.occurred_at < w.to_at
        where ${MOVES_KEY} and c.is_bot`,
  );
}
