import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { ClassifiedHit } from './hit';
import { mergeIntoSessions, SESSION_GAP_MS } from './merge-sessions';
import { upsertSessionRollups } from './session-rollups';
import { column, type Transaction, unnestRows } from './sql-arrays';

/** A session row as read: found again by its primary key (website, start, id) to update or delete it. */
export type StoredSession = {
  id: number;
  startedAt: Date;
  lastSeenAt: Date;
  /** The start as the database wrote it (text at full precision: a Date keeps milliseconds only). */
  startedAtKey: string;
};

export type Session = {
  websiteId: number;
  botName: string;
  botType: string;
  clientIp: string;
  startedAt: Date;
  lastSeenAt: Date;
  totalPages: number;
  /** The row this session is, as read before this batch changed it; absent for a session this batch starts. */
  stored?: StoredSession;
};

export { SESSION_GAP_MS };

/**
 * A batch's bot page views grouped by session key (website, bot, address), with the windows of time in which
 * their stored sessions are looked up: everything about sessions that needs no stored row, so that a log
 * import works it out before its transaction, while the batch before it is being written.
 */
export type SessionHitGroups = {
  groups: Map<string, ClassifiedHit[]>;
  windows: SessionWindow[];
};

type SessionWindow = { websiteId: number; botName: string; clientIp: string; from: Date; to: Date };

export function groupSessionHits(pageViews: readonly ClassifiedHit[]): SessionHitGroups {
  const groups = new Map<string, ClassifiedHit[]>();
  for (const hit of pageViews) {
    if (!hit.bot.isBot) continue;
    const key = sessionKey(hit.websiteId, hit.bot.name, hit.ip);
    const list = groups.get(key);
    if (list) list.push(hit);
    else groups.set(key, [hit]);
  }
  return { groups, windows: lookupWindows(groups.values()) };
}

/**
 * Adds the batch's bot page views to the sessions of each (website, bot, address), in any order (see
 * mergeIntoSessions), in a few statements per batch: lock the batch's keys, read their sessions near the
 * batch's hits, then insert the new sessions, update the grown ones and delete those joined to another.
 */
export async function assignBotSessions(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  await assignGroupedSessions(tx, groupSessionHits(pageViews));
}

export async function assignGroupedSessions(
  tx: Transaction,
  { groups, windows }: SessionHitGroups,
): Promise<void> {
  if (groups.size === 0) return;

  await lockSessionKeys(tx, groups.values());
  const near = await sessionsNear(tx, windows);
  const written: Session[] = [];
  const absorbed: Session[] = [];
  for (const [key, hits] of groups) {
    const first = hits[0] as ClassifiedHit;
    const bot = first.bot as Extract<ClassifiedHit['bot'], { isBot: true }>;
    const identity = { websiteId: first.websiteId, botName: bot.name, botType: bot.type, clientIp: first.ip };
    const storedSessions = near.get(key) ?? [];
    const changes = mergeIntoSessions(
      storedSessions.map((session) => ({ ...session, stored: session.stored as StoredSession })),
      hits.map((hit) => hit.occurredAt),
    );
    const rowOf = new Map(storedSessions.map((session) => [session.stored, session]));
    for (const span of changes.written) {
      // A grown session keeps its row's type (a newer registry may name the bot's type differently): the
      // rollups take out what the row was, under the type it was counted as.
      const botType = (span.stored && rowOf.get(span.stored)?.botType) ?? identity.botType;
      written.push({ ...identity, ...span, botType });
    }
    const gone = new Set(changes.absorbed);
    for (const session of storedSessions)
      if (gone.has(session.stored as StoredSession)) absorbed.push(session);
  }

  const created = written.filter((s) => s.stored === undefined);
  if (created.length > 0) {
    await tx.execute(sql`
      insert into bot_sessions (website_id, bot_name, bot_type, client_ip, started_at, last_seen_at, total_pages)
      select * from ${unnestRows(created, [
        ['websiteId', 'int'],
        ['botName', 'text'],
        ['botType', 'text'],
        ['clientIp', 'text'],
        ['startedAt', 'timestamptz'],
        ['lastSeenAt', 'timestamptz'],
        ['totalPages', 'int'],
      ])}`);
  }
  const updated = written.filter(
    (s): s is Session & Required<Pick<Session, 'stored'>> => s.stored !== undefined,
  );
  if (updated.length > 0) {
    // Found through the primary key (website, start as read, id): id alone has no index of its own.
    const rows = updated.map(({ websiteId, stored, startedAt, lastSeenAt, totalPages }) => ({
      websiteId,
      readStartedAt: stored.startedAtKey,
      id: stored.id,
      startedAt,
      lastSeenAt,
      totalPages,
    }));
    await tx.execute(sql`
      update bot_sessions set started_at = v.started_at, last_seen_at = v.last_seen_at, total_pages = v.total_pages
      from ${unnestRows(rows, [
        ['websiteId', 'int'],
        ['readStartedAt', 'timestamptz'],
        ['id', 'bigint'],
        ['startedAt', 'timestamptz'],
        ['lastSeenAt', 'timestamptz'],
        ['totalPages', 'int'],
      ])} as v(website_id, read_started_at, id, started_at, last_seen_at, total_pages)
      where bot_sessions.website_id = v.website_id and bot_sessions.started_at = v.read_started_at
        and bot_sessions.id = v.id`);
  }
  if (absorbed.length > 0) {
    const rows = absorbed.map(({ websiteId, stored }) => ({
      websiteId,
      startedAt: (stored as StoredSession).startedAtKey,
      id: (stored as StoredSession).id,
    }));
    await tx.execute(sql`
      delete from bot_sessions using ${unnestRows(rows, [
        ['websiteId', 'int'],
        ['startedAt', 'timestamptz'],
        ['id', 'bigint'],
      ])} as v(website_id, started_at, id)
      where bot_sessions.website_id = v.website_id and bot_sessions.started_at = v.started_at
        and bot_sessions.id = v.id`);
  }
  await upsertSessionRollups(tx, written, absorbed);
}

/**
 * Holds the batch's sessions until it commits, so that two servers writing to one database never read the
 * same sessions and each write its own version of them. A lock per website and bot, not per address: a
 * batch of a log import holds a thousand or more addresses of a few dozen bots, and a lock per address
 * cost PostgreSQL a tenth of the batch's transaction. In one order (by hash), so two batches that share
 * locks cannot each hold one the other waits for.
 */
async function lockSessionKeys(tx: Transaction, groups: Iterable<ClassifiedHit[]>): Promise<void> {
  const keys = new Set<string>();
  for (const hits of groups) {
    const first = hits[0] as ClassifiedHit;
    keys.add(`${first.websiteId}\u0001${first.bot.name}`);
  }
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(h)) from (
      select distinct hashtextextended(k, 0) as h from unnest(${column([...keys], 'text')}) as k order by h
    ) as ordered`);
}

function sessionKey(websiteId: number, botName: string, ip: string): string {
  return `${websiteId}\u0001${botName}\u0001${ip}`;
}

/** Hits of one key further apart than this are looked up as separate windows (see sessionsNear). */
const WINDOW_SPLIT_MS = 2 * SESSION_GAP_MS;

/**
 * Where to look for the stored sessions that each group's hits could extend or join: within 30 minutes of
 * them. A group's hits are looked up in windows (split where they are hours apart, as in a log imported out
 * of order), each from its first hit less 30 minutes to its last hit plus 30 minutes.
 */
function lookupWindows(groups: Iterable<ClassifiedHit[]>): SessionWindow[] {
  const windows: SessionWindow[] = [];
  for (const hits of groups) {
    const first = hits[0] as ClassifiedHit;
    const times = hits.map((hit) => hit.occurredAt.getTime()).sort((a, b) => a - b);
    let start = times[0] as number;
    times.forEach((at, index) => {
      const next = times[index + 1];
      if (next !== undefined && next - at <= WINDOW_SPLIT_MS) return;
      windows.push({
        websiteId: first.websiteId,
        botName: first.bot.name as string,
        clientIp: first.ip,
        from: new Date(start - SESSION_GAP_MS),
        to: new Date(at + SESSION_GAP_MS),
      });
      if (next !== undefined) start = next;
    });
  }
  return windows;
}

/** The stored sessions that reach into the windows, by key. */
async function sessionsNear(tx: Transaction, windows: SessionWindow[]): Promise<Map<string, Session[]>> {
  // Stored sessions never overlap, so those a window can reach are the ones that end inside it, and at most
  // one that ends after it: the next one, if it started inside. Both are ranges of the lookup index, however
  // many sessions the key has outside the window (a year of them, for a log imported late).
  // The windows travel as arrays, not parameters each: a batch of a log import has hundreds of keys, and on
  // PGlite binding and planning that many parameters cost twice the probes themselves.
  const result = await tx.execute(sql`
    select distinct on (s.id) s.id, s.website_id, s.bot_name, s.bot_type, s.client_ip, s.started_at,
      s.started_at::text as started_at_key, s.last_seen_at, s.total_pages
    from ${unnestRows(windows, [
      ['websiteId', 'int'],
      ['botName', 'text'],
      ['clientIp', 'text'],
      ['from', 'timestamptz'],
      ['to', 'timestamptz'],
    ])} as k(website_id, bot_name, client_ip, from_at, to_at)
    cross join lateral (
      (select * from bot_sessions b
        where b.website_id = k.website_id and b.bot_name = k.bot_name and b.client_ip = k.client_ip
          and b.last_seen_at >= k.from_at and b.last_seen_at <= k.to_at)
      union all
      (select * from bot_sessions b
        where b.website_id = k.website_id and b.bot_name = k.bot_name and b.client_ip = k.client_ip
          and b.last_seen_at > k.to_at
        order by b.last_seen_at limit 1)
    ) s
    where s.started_at <= k.to_at`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const map = new Map<string, Session[]>();
  for (const row of rows) {
    const startedAt = new Date(row.started_at as string | Date);
    const lastSeenAt = new Date(row.last_seen_at as string | Date);
    const session: Session = {
      websiteId: Number(row.website_id),
      botName: String(row.bot_name),
      botType: String(row.bot_type),
      clientIp: String(row.client_ip),
      startedAt,
      lastSeenAt,
      totalPages: Number(row.total_pages),
      stored: { id: Number(row.id), startedAt, lastSeenAt, startedAtKey: String(row.started_at_key) },
    };
    const key = sessionKey(session.websiteId, session.botName, session.clientIp);
    map.set(key, [...(map.get(key) ?? []), session]);
  }
  return map;
}
