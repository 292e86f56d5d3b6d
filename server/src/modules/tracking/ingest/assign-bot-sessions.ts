import { sql } from 'drizzle-orm';
import type { ClassifiedHit } from './hit';
import { upsertSessionRollups } from './session-rollups';
import { type Transaction, unnestRows } from './sql-arrays';

export type Session = {
  websiteId: number;
  botName: string;
  botType: string;
  clientIp: string;
  startedAt: Date;
  lastSeenAt: Date;
  totalPages: number;
  changed: boolean;
  /**
   * A session already in the database, as read there before this batch moved its start or end; absent for
   * a session this batch starts. The update finds its row by primary key (website, start, id), with the
   * start as the database wrote it (`startedAtKey`, text at full precision: a Date keeps milliseconds only).
   */
  stored?: { id: number; startedAt: Date; lastSeenAt: Date; startedAtKey: string };
};

/** ARCHITECTURE.md §4: the same bot from the same address; 30 minutes without a hit ends a session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/**
 * Extends the open session of each (website, bot, address) or starts new ones, in three statements per
 * batch: read the latest sessions of the batch's keys, insert the new ones, update the extended ones.
 */
export async function assignBotSessions(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  const groups = new Map<string, ClassifiedHit[]>();
  for (const hit of pageViews) {
    if (!hit.bot.isBot) continue;
    const key = sessionKey(hit.websiteId, hit.bot.name, hit.ip);
    const list = groups.get(key) ?? [];
    list.push(hit);
    groups.set(key, list);
  }
  if (groups.size === 0) return;

  const latest = await latestSessions(
    tx,
    [...groups.values()].map((list) => list[0] as ClassifiedHit),
  );
  const sessions: Session[] = [];
  for (const [key, list] of groups) {
    list.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    let current = latest.get(key);
    for (const hit of list) {
      const at = hit.occurredAt;
      if (
        current &&
        at.getTime() <= current.lastSeenAt.getTime() + SESSION_GAP_MS &&
        at.getTime() >= current.startedAt.getTime() - SESSION_GAP_MS
      ) {
        if (at < current.startedAt) current.startedAt = at;
        if (at > current.lastSeenAt) current.lastSeenAt = at;
        current.totalPages++;
        current.changed = true;
        continue;
      }
      const bot = hit.bot as Extract<ClassifiedHit['bot'], { isBot: true }>;
      current = {
        websiteId: hit.websiteId,
        botName: bot.name,
        botType: bot.type,
        clientIp: hit.ip,
        startedAt: at,
        lastSeenAt: at,
        totalPages: 1,
        changed: true,
      };
      sessions.push(current);
    }
    const existing = latest.get(key);
    if (existing && !sessions.includes(existing)) sessions.push(existing);
  }

  const created = sessions.filter((s) => s.stored === undefined);
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
  const updated = sessions.filter(
    (s): s is Session & Required<Pick<Session, 'stored'>> => s.stored !== undefined && s.changed,
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
  await upsertSessionRollups(tx, [...created, ...updated]);
}

function sessionKey(websiteId: number, botName: string, ip: string): string {
  return `${websiteId}\u0001${botName}\u0001${ip}`;
}

async function latestSessions(
  tx: Transaction,
  representatives: ClassifiedHit[],
): Promise<Map<string, Session>> {
  const keys = representatives.map((hit) => ({
    websiteId: hit.websiteId,
    botName: hit.bot.name,
    clientIp: hit.ip,
  }));
  // One probe of the lookup index per key (its latest session), whatever the planner thinks of the table's
  // size: a join could hash the whole table instead, once per batch. The keys travel as three arrays, not
  // three parameters each: a batch of a log import has hundreds of keys, and on PGlite binding and planning
  // that many parameters cost twice the probes themselves.
  const result = await tx.execute(sql`
    select s.id, s.website_id, s.bot_name, s.bot_type, s.client_ip, s.started_at, s.started_at::text as started_at_key,
      s.last_seen_at, s.total_pages
    from ${unnestRows(keys, [
      ['websiteId', 'int'],
      ['botName', 'text'],
      ['clientIp', 'text'],
    ])} as k(website_id, bot_name, client_ip)
    cross join lateral (
      select * from bot_sessions b
      where b.website_id = k.website_id and b.bot_name = k.bot_name and b.client_ip = k.client_ip
      order by b.last_seen_at desc
      limit 1
    ) s`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const map = new Map<string, Session>();
  for (const row of rows) {
    const session: Session = {
      websiteId: Number(row.website_id),
      botName: String(row.bot_name),
      botType: String(row.bot_type),
      clientIp: String(row.client_ip),
      startedAt: new Date(row.started_at as string | Date),
      lastSeenAt: new Date(row.last_seen_at as string | Date),
      totalPages: Number(row.total_pages),
      changed: false,
    };
    session.stored = {
      id: Number(row.id),
      startedAt: session.startedAt,
      lastSeenAt: session.lastSeenAt,
      startedAtKey: String(row.started_at_key),
    };
    map.set(sessionKey(session.websiteId, session.botName, session.clientIp), session);
  }
  return map;
}
