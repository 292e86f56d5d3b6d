import { sql } from 'drizzle-orm';
import type { Session } from './assign-bot-sessions';
import { hourOf } from './hit';
import { type Transaction, unnestRows } from './sql-arrays';

type Delta = {
  websiteId: number;
  hour: Date;
  botName: string;
  botType: string;
  sessions: number;
  durationMs: number;
};

/**
 * Keeps bot_session_hourly_rollups equal to the sessions: a new session adds one to the hour it started; an
 * extended one takes out what it was and adds what it is now (its start may move to an earlier hour); one
 * joined into another (absorbed) takes out what it was.
 */
export async function upsertSessionRollups(
  tx: Transaction,
  changed: Session[],
  absorbed: Session[] = [],
): Promise<void> {
  const deltas = new Map<string, Delta>();
  const add = (session: Session, startedAt: Date, lastSeenAt: Date, sign: 1 | -1) => {
    const hour = hourOf(startedAt);
    const key = `${session.websiteId}\u0001${hour.getTime()}\u0001${session.botName}\u0001${session.botType}`;
    let delta = deltas.get(key);
    if (!delta) {
      delta = {
        websiteId: session.websiteId,
        hour,
        botName: session.botName,
        botType: session.botType,
        sessions: 0,
        durationMs: 0,
      };
      deltas.set(key, delta);
    }
    delta.sessions += sign;
    delta.durationMs += sign * (lastSeenAt.getTime() - startedAt.getTime());
  };
  for (const session of changed) {
    if (session.stored) add(session, session.stored.startedAt, session.stored.lastSeenAt, -1);
    add(session, session.startedAt, session.lastSeenAt, 1);
  }
  for (const session of absorbed) {
    if (session.stored) add(session, session.stored.startedAt, session.stored.lastSeenAt, -1);
  }
  const rows = [...deltas.values()].filter((d) => d.sessions !== 0 || d.durationMs !== 0);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into bot_session_hourly_rollups (website_id, hour, bot_name, bot_type, sessions, duration_ms)
    select * from ${unnestRows(rows, [
      ['websiteId', 'int'],
      ['hour', 'timestamptz'],
      ['botName', 'text'],
      ['botType', 'text'],
      ['sessions', 'int'],
      ['durationMs', 'bigint'],
    ])}
    on conflict (website_id, hour, bot_name, bot_type) do update set
      sessions = bot_session_hourly_rollups.sessions + excluded.sessions,
      duration_ms = bot_session_hourly_rollups.duration_ms + excluded.duration_ms`);
  // Only a row that lost a session can have reached zero; those few are removed by key.
  const shrunk = rows.filter((row) => row.sessions < 0);
  if (shrunk.length === 0) return;
  await tx.execute(sql`
    delete from bot_session_hourly_rollups r
    using ${unnestRows(shrunk, [
      ['websiteId', 'int'],
      ['hour', 'timestamptz'],
      ['botName', 'text'],
      ['botType', 'text'],
    ])} as k(website_id, hour, bot_name, bot_type)
    where r.website_id = k.website_id and r.hour = k.hour and r.bot_name = k.bot_name
      and r.bot_type = k.bot_type and r.sessions = 0`);
}
