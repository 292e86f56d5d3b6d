import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { botEvents, botHourlyRollups, humanEventIds, humanHourlyPageViews } from '../../../db/schema';
import { assignBotSessions } from './assign-bot-sessions';
import { type ClassifiedHit, type HitOutcome, hourOf, pathOf, withoutNul } from './hit';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
// 22 columns x 1000 rows stays far below PostgreSQL's 65,535 bind parameters per statement.
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

async function insertBotEvents(tx: Transaction, hits: ClassifiedHit[], indexes: number[]): Promise<number[]> {
  const stored: number[] = [];
  for (let start = 0; start < indexes.length; start += INSERT_CHUNK) {
    const chunk = indexes.slice(start, start + INSERT_CHUNK);
    const rows = chunk.map((i) => {
      const hit = hits[i] as ClassifiedHit;
      const bot = hit.bot as Extract<ClassifiedHit['bot'], { isBot: true }>;
      return {
        websiteId: hit.websiteId,
        eventId: withoutNul(hit.eventId) ?? null,
        occurredAt: hit.occurredAt,
        source: hit.source,
        event: hit.event,
        url: withoutNul(hit.url),
        path: withoutNul(pathOf(hit.url)),
        title: withoutNul(hit.title) ?? null,
        referrer: withoutNul(hit.referrer) ?? null,
        method: withoutNul(hit.method) ?? null,
        status: hit.status ?? null,
        userAgent: withoutNul(hit.userAgent),
        ip: withoutNul(hit.ip),
        botName: bot.name,
        botType: bot.type,
        operator: bot.operator,
        purpose: bot.purpose,
        verification: hit.verification,
        durationMs: hit.durationMs ?? null,
        responseMs: hit.responseMs ?? null,
        webdriver: hit.webdriver ?? null,
      };
    });
    const inserted = await tx
      .insert(botEvents)
      .values(rows)
      .onConflictDoNothing({ target: [botEvents.websiteId, botEvents.eventId] })
      .returning({ websiteId: botEvents.websiteId, eventId: botEvents.eventId });
    const insertedIds = new Set(inserted.map((r) => `${r.websiteId}\u0001${r.eventId}`));
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
    const chunk = withIds.slice(start, start + INSERT_CHUNK);
    const inserted = await tx
      .insert(humanEventIds)
      .values(
        chunk.map((i) => ({
          websiteId: (hits[i] as ClassifiedHit).websiteId,
          eventId: withoutNul(hits[i]?.eventId as string),
        })),
      )
      .onConflictDoNothing()
      .returning({ websiteId: humanEventIds.websiteId, eventId: humanEventIds.eventId });
    const insertedIds = new Set(inserted.map((r) => `${r.websiteId}\u0001${r.eventId}`));
    for (const i of chunk) {
      const hit = hits[i] as ClassifiedHit;
      if (insertedIds.has(`${hit.websiteId}\u0001${withoutNul(hit.eventId as string)}`)) stored.push(i);
    }
  }
  return stored;
}

async function upsertBotRollups(tx: Transaction, pageViews: ClassifiedHit[]): Promise<void> {
  const rollups = new Map<string, typeof botHourlyRollups.$inferInsert>();
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
    row.pageViews = (row.pageViews ?? 0) + 1;
    if (hit.verification === 'verified') row.verified = (row.verified ?? 0) + 1;
    if (hit.verification === 'spoofed') row.spoofed = (row.spoofed ?? 0) + 1;
    rollups.set(key, row);
  }
  const rows = [...rollups.values()];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx
      .insert(botHourlyRollups)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [
          botHourlyRollups.websiteId,
          botHourlyRollups.hour,
          botHourlyRollups.botName,
          botHourlyRollups.botType,
        ],
        set: {
          pageViews: sql`${botHourlyRollups.pageViews} + excluded.page_views`,
          verified: sql`${botHourlyRollups.verified} + excluded.verified`,
          spoofed: sql`${botHourlyRollups.spoofed} + excluded.spoofed`,
        },
      });
  }
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
  await tx
    .insert(humanHourlyPageViews)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [humanHourlyPageViews.websiteId, humanHourlyPageViews.hour],
      set: { pageViews: sql`${humanHourlyPageViews.pageViews} + excluded.page_views` },
    });
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
