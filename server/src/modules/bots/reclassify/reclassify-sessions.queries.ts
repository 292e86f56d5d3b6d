import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { executeRows } from '../../../db/rows';
import type { Session } from '../../tracking/ingest/assign-bot-sessions';
import { SESSION_GAP_MS } from '../../tracking/ingest/merge-sessions';
import { upsertSessionRollups } from '../../tracking/ingest/session-rollups';
import { unnestRows } from '../../tracking/ingest/sql-arrays';
import { inSlice, SESSIONS, type Slice } from './key-slices.queries';
import { mergeTouchingSessions } from './merge-touching-sessions';
import { applySessionRollupDeltas, utcHour } from './move-counts.queries';

const CREATE_CHANGED_SESSIONS = sql`create temp table if not exists reclassify_sessions (
  website_id int, started_at timestamptz, id bigint, client_ip text, last_seen_at timestamptz,
  old_name text, old_type text, is_bot boolean, new_name text, new_type text
) on commit delete rows`;

const DURATION_MS = sql`round(extract(epoch from (last_seen_at - started_at)) * 1000)::bigint`;

/**
 * Brings one slice of bot sessions (by primary key) to the new registry. A session stores no user agent:
 * it follows its last page view's (the hit from its address at its last-seen time), which is stored as
 * long as the session is. Renamed sessions move their one session and duration in the session rollups to
 * the new key; those of a user agent that is no longer a bot are deleted and taken out. Sessions that now
 * share a name and touch are joined, as the ingest writer would have built them. Returns how many changed.
 */
export async function reclassifySessionsStep(tx: Transaction, slice: Slice): Promise<number> {
  await tx.execute(CREATE_CHANGED_SESSIONS);
  await tx.execute(sql`
    insert into reclassify_sessions
    select s.website_id, s.started_at, s.id, s.client_ip, s.last_seen_at, s.bot_name, s.bot_type,
           m.is_bot, m.bot_name, m.bot_type
    from bot_sessions s
    join websites w on w.id = s.website_id and w.deleting_since is null
    cross join lateral (
      select e.user_agent, coalesce(e.webdriver, false) as webdriver from bot_events e
      where e.website_id = s.website_id and e.occurred_at = s.last_seen_at and e.ip = s.client_ip
        and e.event = 'page_view'
      order by (e.bot_name = s.bot_name) desc, e.id limit 1
    ) as last_hit
    join bot_reclassification_user_agents m on m.user_agent = last_hit.user_agent and m.webdriver = last_hit.webdriver
    where ${inSlice(SESSIONS, 's', slice)} and m.is_bot is not null
      and (not m.is_bot or (s.bot_name, s.bot_type) is distinct from (m.bot_name, m.bot_type))`);
  const [counted] = await executeRows<{ n: string }>(tx, sql`select count(*) as n from reclassify_sessions`);
  const changed = Number(counted?.n ?? 0);
  if (changed === 0) return 0;
  // Statistics, so that the moves below look their rows up by key instead of scanning whole tables.
  await tx.execute(sql`analyze reclassify_sessions`);

  await tx.execute(sql`
    update bot_sessions s set bot_name = c.new_name, bot_type = c.new_type
    from reclassify_sessions c
    where c.is_bot and s.website_id = c.website_id and s.started_at = c.started_at and s.id = c.id`);
  await tx.execute(sql`
    delete from bot_sessions s using reclassify_sessions c
    where not c.is_bot and s.website_id = c.website_id and s.started_at = c.started_at and s.id = c.id`);
  const hour = utcHour(sql`started_at`);
  await applySessionRollupDeltas(
    tx,
    sql`select website_id, ${hour}, old_name, old_type, -1, -${DURATION_MS} from reclassify_sessions
        union all
        select website_id, ${hour}, new_name, new_type, 1, ${DURATION_MS} from reclassify_sessions where is_bot`,
  );
  await joinTouchingSessions(tx);
  return changed;
}

type NearRow = {
  id: string;
  website_id: number;
  bot_name: string;
  bot_type: string;
  client_ip: string;
  started_at: string | Date;
  started_at_key: string;
  last_seen_at: string | Date;
  total_pages: number;
};

/**
 * Joins each renamed session with the sessions of its new (website, name, address) that it now touches.
 * Those are the sessions that end within 30 minutes of it, and at most one that ends after and started
 * before that: stored sessions of one key never overlap, so nothing further can reach it.
 */
async function joinTouchingSessions(tx: Transaction): Promise<void> {
  const gap = sql`${SESSION_GAP_MS} * interval '1 millisecond'`;
  const rows = await executeRows<NearRow>(
    tx,
    sql`select distinct on (s.id) s.id, s.website_id, s.bot_name, s.bot_type, s.client_ip, s.started_at,
           s.started_at::text as started_at_key, s.last_seen_at, s.total_pages
    from (select website_id, new_name, client_ip, started_at - ${gap} as from_at, last_seen_at + ${gap} as to_at
          from reclassify_sessions where is_bot) as k
    cross join lateral (
      (select * from bot_sessions b
        where b.website_id = k.website_id and b.bot_name = k.new_name and b.client_ip = k.client_ip
          and b.last_seen_at >= k.from_at and b.last_seen_at <= k.to_at)
      union all
      (select * from bot_sessions b
        where b.website_id = k.website_id and b.bot_name = k.new_name and b.client_ip = k.client_ip
          and b.last_seen_at > k.to_at
        order by b.last_seen_at limit 1)
    ) as s
    where s.started_at <= k.to_at`,
  );
  const byKey = new Map<string, Session[]>();
  for (const row of rows) {
    const startedAt = new Date(row.started_at);
    const lastSeenAt = new Date(row.last_seen_at);
    const session: Session = {
      websiteId: Number(row.website_id),
      botName: row.bot_name,
      botType: row.bot_type,
      clientIp: row.client_ip,
      startedAt,
      lastSeenAt,
      totalPages: Number(row.total_pages),
      stored: { id: Number(row.id), startedAt, lastSeenAt, startedAtKey: row.started_at_key },
    };
    const key = `${session.websiteId}\u0001${session.botName}\u0001${session.clientIp}`;
    byKey.set(key, [...(byKey.get(key) ?? []), session]);
  }
  const survivors: Session[] = [];
  const absorbed: Session[] = [];
  for (const sessions of byKey.values()) {
    if (sessions.length < 2) continue;
    for (const merge of mergeTouchingSessions(sessions)) {
      survivors.push({ ...merge.survivor, ...merge.merged });
      absorbed.push(...merge.absorbed);
    }
  }
  if (survivors.length === 0) return;
  await writeJoinedSessions(tx, survivors, absorbed);
}

async function writeJoinedSessions(
  tx: Transaction,
  survivors: Session[],
  absorbed: Session[],
): Promise<void> {
  const grown = survivors.map((session) => ({
    websiteId: session.websiteId,
    readStartedAt: session.stored?.startedAtKey,
    id: session.stored?.id,
    lastSeenAt: session.lastSeenAt,
    totalPages: session.totalPages,
  }));
  await tx.execute(sql`
    update bot_sessions set last_seen_at = v.last_seen_at, total_pages = v.total_pages
    from ${unnestRows(grown, [
      ['websiteId', 'int'],
      ['readStartedAt', 'timestamptz'],
      ['id', 'bigint'],
      ['lastSeenAt', 'timestamptz'],
      ['totalPages', 'int'],
    ])} as v(website_id, read_started_at, id, last_seen_at, total_pages)
    where bot_sessions.website_id = v.website_id and bot_sessions.started_at = v.read_started_at
      and bot_sessions.id = v.id`);
  const gone = absorbed.map((session) => ({
    websiteId: session.websiteId,
    startedAt: session.stored?.startedAtKey,
    id: session.stored?.id,
  }));
  await tx.execute(sql`
    delete from bot_sessions using ${unnestRows(gone, [
      ['websiteId', 'int'],
      ['startedAt', 'timestamptz'],
      ['id', 'bigint'],
    ])} as v(website_id, started_at, id)
    where bot_sessions.website_id = v.website_id and bot_sessions.started_at = v.started_at
      and bot_sessions.id = v.id`);
  // The writer's own bookkeeping: each grown session takes out what it was and adds what it is; each
  // absorbed one takes out what it was, under the type its row had.
  await upsertSessionRollups(tx, survivors, absorbed);
}
