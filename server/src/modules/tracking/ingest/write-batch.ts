import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assignBotSessions } from './assign-bot-sessions';
import { type ClassifiedHit, type HitOutcome, hourOf, pathOf, withoutNul } from './hit';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// Rows per statement; with array parameters the bound is memory, not PostgreSQL's parameter limit.
const INSERT_CHUNK = 1000;

/**
 * Writes one batch in one transaction: raw bot hits, people's hourly counts, bot rollups, bot sessions and
 * each website's last-event time. Rollups and sessions count only what was newly stored, so a resent batch
 * (same eventIds) changes nothing. Statements are per batch, never per hit.
 */
export async function writeBatch(db: Database, hits: ClassifiedHit[]): Promise<HitOutcome[]> {
  const outcomes: HitOutcome[] = hits.map((hit) => ({ stored: false, isBot: hit.bot.isBot }));
  const firstIndexOfEventId = new Map<string, number>();
  const unique: number[] = [];
  hits.forEach((hit, index) => {
    const key = hit.eventId === undefined ? undefined : `${hit.websiteId}\u0001${hit.eventId}`;
    // A repeat inside the batch is a duplicate of its first occurrence.
    if (key !== undefined && firstIndexOfEventId.has(key)) return;
    if (key !== undefined) firstIndexOfEventId.set(key, index);
    unique.push(index);
  });

  await db.transaction(async (tx) => {
    const botIndexes = unique.filter((i) => hits[i]?.bot.isBot);
    const humanIndexes = unique.filter((i) => !hits[i]?.bot.isBot);
    const storedBots = await insertBotEvents(tx, hits, botIndexes);
    const storedHumans = await insertHumanEventIds(tx, hits, humanIndexes);
    for (const i of [...storedBots, ...storedHumans]) (outcomes[i] as HitOutcome).stored = true;

    const storedBotHits = storedBots.map((i) => hits[i] as ClassifiedHit);
    const pageViews = storedBotHits.filter((hit) => hit.event === 'page_view');
    await upsertBotRollups(tx, pageViews);
    await upsertHumanCounts(
      tx,
      storedHumans.map((i) => hits[i] as ClassifiedHit).filter((hit) => hit.event === 'page_view'),
    );
    await assignBotSessions(tx, pageViews);
    await touchWebsites(
      tx,
      [...storedBots, ...storedHumans].map((i) => hits[i] as ClassifiedHit),
    );
  });
  return outcomes;
}

/** One array parameter per column: a 1000-row insert costs 21 parameters instead of 21,000. */
function column<T>(values: T[], type: string) {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

type Returned = { website_id: number; event_id: string | null };
function rowsOf(result: unknown): Returned[] {
  return (result as { rows: Returned[] }).rows;
}

async function insertBotEvents(tx: Transaction, hits: ClassifiedHit[], indexes: number[]): Promise<number[]> {
  const stored: number[] = [];
  for (let start = 0; start < indexes.length; start += INSERT_CHUNK) {
    const chunk = indexes.slice(start, start + INSERT_CHUNK);
    const rows = chunk.map((i) => hits[i] as ClassifiedHit);
    const bots = rows.map((hit) => hit.bot as Extract<ClassifiedHit['bot'], { isBot: true }>);
    const result = await tx.execute(sql`
      insert into bot_events (website_id, event_id, occurred_at, source, event, url, path, title, referrer, method,
        status, user_agent, ip, bot_name, bot_type, operator, purpose, verification, duration_ms, response_ms, webdriver)
      select * from unnest(
        ${column(
          rows.map((h) => h.websiteId),
          'int',
        )},
        ${column(
          rows.map((h) => withoutNul(h.eventId) ?? null),
          'text',
        )},
        ${column(
          rows.map((h) => h.occurredAt.toISOString()),
          'timestamptz',
        )},
        ${column(
          rows.map((h) => h.source),
          'text',
        )},
        ${column(
          rows.map((h) => h.event),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(h.url)),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(pathOf(h.url))),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(h.title) ?? null),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(h.referrer) ?? null),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(h.method) ?? null),
          'text',
        )},
        ${column(
          rows.map((h) => h.status ?? null),
          'smallint',
        )},
        ${column(
          rows.map((h) => withoutNul(h.userAgent)),
          'text',
        )},
        ${column(
          rows.map((h) => withoutNul(h.ip)),
          'text',
        )},
        ${column(
          bots.map((b) => b.name),
          'text',
        )},
        ${column(
          bots.map((b) => b.type),
          'text',
        )},
        ${column(
          bots.map((b) => b.operator),
          'text',
        )},
        ${column(
          bots.map((b) => b.purpose),
          'text',
        )},
        ${column(
          rows.map((h) => h.verification),
          'text',
        )},
        ${column(
          rows.map((h) => h.durationMs ?? null),
          'int',
        )},
        ${column(
          rows.map((h) => h.responseMs ?? null),
          'int',
        )},
        ${column(
          rows.map((h) => h.webdriver ?? null),
          'boolean',
        )}
      )
      on conflict (website_id, event_id) do nothing
      returning website_id, event_id`);
    const insertedIds = new Set(rowsOf(result).map((r) => `${r.website_id}\u0001${r.event_id}`));
    for (const i of chunk) {
      const hit = hits[i] as ClassifiedHit;
      if (hit.eventId === undefined || insertedIds.has(`${hit.websiteId}\u0001${withoutNul(hit.eventId)}`)) {
        stored.push(i);
      }
    }
  }
  return stored;
}

/** People leave no row; only the sender's event id is kept, to recognise a resend. */
async function insertHumanEventIds(
  tx: Transaction,
  hits: ClassifiedHit[],
  indexes: number[],
): Promise<number[]> {
  const withIds = indexes.filter((i) => hits[i]?.eventId !== undefined);
  const stored = indexes.filter((i) => hits[i]?.eventId === undefined);
  for (let start = 0; start < withIds.length; start += INSERT_CHUNK) {
    const chunk = withIds
      .slice(start, start + INSERT_CHUNK)
      .map((i) => ({ i, hit: hits[i] as ClassifiedHit }));
    const result = await tx.execute(sql`
      insert into human_event_ids (website_id, event_id)
      select * from unnest(
        ${column(
          chunk.map(({ hit }) => hit.websiteId),
          'int',
        )},
        ${column(
          chunk.map(({ hit }) => withoutNul(hit.eventId as string)),
          'text',
        )}
      )
      on conflict do nothing
      returning website_id, event_id`);
    const insertedIds = new Set(rowsOf(result).map((r) => `${r.website_id}\u0001${r.event_id}`));
    for (const { i, hit } of chunk) {
      if (insertedIds.has(`${hit.websiteId}\u0001${withoutNul(hit.eventId as string)}`)) stored.push(i);
    }
  }
  return stored;
}

async function upsertBotRollups(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  type Rollup = {
    websiteId: number;
    hour: Date;
    botName: string;
    botType: string;
    pageViews: number;
    verified: number;
    spoofed: number;
  };
  const rollups = new Map<string, Rollup>();
  for (const hit of pageViews) {
    if (!hit.bot.isBot) continue;
    const hour = hourOf(hit.occurredAt);
    const key = `${hit.websiteId}\u0001${hour.getTime()}\u0001${hit.bot.name}\u0001${hit.bot.type}`;
    const row = rollups.get(key) ?? {
      websiteId: hit.websiteId,
      hour,
      botName: hit.bot.name,
      botType: hit.bot.type,
      pageViews: 0,
      verified: 0,
      spoofed: 0,
    };
    row.pageViews++;
    if (hit.verification === 'verified') row.verified++;
    if (hit.verification === 'spoofed') row.spoofed++;
    rollups.set(key, row);
  }
  if (rollups.size === 0) return;
  const rows = [...rollups.values()];
  await tx.execute(sql`
    insert into bot_hourly_rollups (website_id, hour, bot_name, bot_type, page_views, verified, spoofed)
    select * from unnest(
      ${column(
        rows.map((r) => r.websiteId),
        'int',
      )},
      ${column(
        rows.map((r) => r.hour.toISOString()),
        'timestamptz',
      )},
      ${column(
        rows.map((r) => r.botName),
        'text',
      )},
      ${column(
        rows.map((r) => r.botType),
        'text',
      )},
      ${column(
        rows.map((r) => r.pageViews),
        'bigint',
      )},
      ${column(
        rows.map((r) => r.verified),
        'bigint',
      )},
      ${column(
        rows.map((r) => r.spoofed),
        'bigint',
      )}
    )
    on conflict (website_id, hour, bot_name, bot_type) do update set
      page_views = bot_hourly_rollups.page_views + excluded.page_views,
      verified = bot_hourly_rollups.verified + excluded.verified,
      spoofed = bot_hourly_rollups.spoofed + excluded.spoofed`);
}

async function upsertHumanCounts(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  const counts = new Map<string, { websiteId: number; hour: Date; pageViews: number }>();
  for (const hit of pageViews) {
    const hour = hourOf(hit.occurredAt);
    const key = `${hit.websiteId}\u0001${hour.getTime()}`;
    const row = counts.get(key) ?? { websiteId: hit.websiteId, hour, pageViews: 0 };
    row.pageViews++;
    counts.set(key, row);
  }
  if (counts.size === 0) return;
  const rows = [...counts.values()];
  await tx.execute(sql`
    insert into human_hourly_page_views (website_id, hour, page_views)
    select * from unnest(
      ${column(
        rows.map((r) => r.websiteId),
        'int',
      )},
      ${column(
        rows.map((r) => r.hour.toISOString()),
        'timestamptz',
      )},
      ${column(
        rows.map((r) => r.pageViews),
        'bigint',
      )}
    )
    on conflict (website_id, hour) do update set page_views = human_hourly_page_views.page_views + excluded.page_views`);
}

async function touchWebsites(tx: Transaction, stored: ClassifiedHit[]): Promise<void> {
  const latest = new Map<number, Date>();
  for (const hit of stored) {
    const current = latest.get(hit.websiteId);
    if (!current || current < hit.occurredAt) latest.set(hit.websiteId, hit.occurredAt);
  }
  if (latest.size === 0) return;
  const values = sql.join(
    [...latest].map(([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // Arrival matters for verification, so a replayed old log still counts as "an event has arrived": now().
  await tx.execute(sql`
    update websites set last_event_at = now()
    from (values ${values}) as v(id, at)
    where websites.id = v.id`);
}
