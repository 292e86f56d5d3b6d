import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isLiveWebsite } from '../../../db/schema';
import { addHitsToWindows } from '../../page-windows/add-hits-to-windows';
import { assignBotSessions } from './assign-bot-sessions';
import { type ClassifiedHit, type HitOutcome, withoutNul } from './hit';
import { insertBotEvents } from './insert-bot-events';
import { column, type Transaction, unnestRows } from './sql-arrays';
import { touchWebsites, upsertBotRollups, upsertHumanCounts } from './write-aggregates';

// Rows per statement; with array parameters the bound is memory, not PostgreSQL's parameter limit.
const INSERT_CHUNK = 1000;

/**
 * Writes one batch in one transaction: raw bot hits, people's hourly counts, bot rollups, bot sessions and
 * each website's last-event time. Rollups and sessions count only what was newly stored, so a resent batch
 * (same eventIds) changes nothing. Statements are per batch, never per hit.
 */
export async function writeBatch(
  db: Database,
  hits: ClassifiedHit[],
  options: { notBefore?: Date } = {},
): Promise<HitOutcome[]> {
  const outcomes: HitOutcome[] = hits.map((hit) => ({ stored: false, isBot: hit.bot.isBot, hit }));
  // Before the retention period: retention would delete the row within the hour while the rollups kept it,
  // and the same event sent again would then be stored and counted a second time. So it is not kept at all.
  const notBefore = options.notBefore?.getTime() ?? Number.NEGATIVE_INFINITY;
  const firstIndexOfEventId = new Map<string, number>();
  const unique: number[] = [];
  hits.forEach((hit, index) => {
    if (hit.occurredAt.getTime() < notBefore) {
      (outcomes[index] as HitOutcome).expired = true;
      return;
    }
    // As stored (PostgreSQL text holds no NUL): else 'a' and 'a\0' would count as two new hits for one row.
    const key = hit.eventId === undefined ? undefined : `${hit.websiteId}\u0001${withoutNul(hit.eventId)}`;
    // A repeat inside the batch is a duplicate of its first occurrence.
    if (key !== undefined && firstIndexOfEventId.has(key)) return;
    if (key !== undefined) firstIndexOfEventId.set(key, index);
    unique.push(index);
  });

  await db.transaction(async (tx) => {
    // A website deleted while its hits waited in the queue: those hits go with it (else the foreign key
    // would fail the whole batch, again and again).
    const live = await existingWebsiteIds(
      tx,
      unique.map((i) => (hits[i] as ClassifiedHit).websiteId),
    );
    const writable = unique.filter((i) => live.has((hits[i] as ClassifiedHit).websiteId));
    const botIndexes = writable.filter((i) => hits[i]?.bot.isBot);
    const humanIndexes = writable.filter((i) => !hits[i]?.bot.isBot);
    const storedBots = await insertBotEvents(tx, hits, botIndexes);
    const storedHumans = await insertHumanEventIds(tx, hits, humanIndexes);
    for (const i of [...storedBots, ...storedHumans]) (outcomes[i] as HitOutcome).stored = true;

    const storedBotHits = storedBots.map((i) => hits[i] as ClassifiedHit);
    await addHitsToWindows(tx, storedBotHits);
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

async function existingWebsiteIds(tx: Transaction, ids: number[]): Promise<Set<number>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Set();
  // bot_events has no foreign key: this one check per batch replaces it. The row lock holds the final delete
  // of a website back until this batch commits, so its trigger then deletes these hits too. A website being
  // deleted (not isLiveWebsite) takes no more hits, and is not locked: the batch never waits for its purge.
  const result = await tx.execute(
    sql`select id from websites where id = any(${column(distinct, 'int')}) and ${isLiveWebsite} for key share`,
  );
  return new Set((result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
}

type Returned = { website_id: number; event_id: string | null };
function rowsOf(result: unknown): Returned[] {
  return (result as { rows: Returned[] }).rows;
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
      select * from ${unnestRows(
        chunk.map(({ hit }) => ({ websiteId: hit.websiteId, eventId: withoutNul(hit.eventId as string) })),
        [
          ['websiteId', 'int'],
          ['eventId', 'text'],
        ],
      )}
      on conflict do nothing
      returning website_id, event_id`);
    const insertedIds = new Set(rowsOf(result).map((r) => `${r.website_id}\u0001${r.event_id}`));
    for (const { i, hit } of chunk) {
      if (insertedIds.has(`${hit.websiteId}\u0001${withoutNul(hit.eventId as string)}`)) stored.push(i);
    }
  }
  return stored;
}
