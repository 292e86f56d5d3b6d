import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ingestBatches, isLiveWebsite } from '../../../db/schema';
import { addHitsToWindows } from '../../page-windows/add-hits-to-windows';
import { assignBotSessions } from './assign-bot-sessions';
import { decodeOutcomes, encodeOutcomes } from './batch-ledger';
import type { ClassifiedHit, HitOutcome } from './hit';
import { insertBotEvents } from './insert-bot-events';
import { column, type Transaction, unnestRows } from './sql-arrays';
import { touchWebsites, upsertBotRollups, upsertHumanCounts } from './write-aggregates';

// Rows per statement; with array parameters the bound is memory, not PostgreSQL's parameter limit.
const INSERT_CHUNK = 1000;

/** Thrown inside the transaction to roll it back: an earlier attempt at the same batch has committed. */
class BatchAlreadyCommitted extends Error {}

/**
 * Writes one batch in one transaction: raw bot hits, people's hourly counts, bot rollups, bot sessions,
 * each website's last-event time and the batch's ledger row. Rollups and sessions count only what was newly
 * stored, so a resent batch (same eventIds) changes nothing.
 *
 * `batchId` names this set of hits across attempts, processes and restarts. When a batch with that id has
 * already committed (the last attempt's COMMIT went through unheard, or the batch was saved to the spool and
 * written before), this attempt is rolled back and answers what the committed one did: a hit without an
 * event id is never stored twice. Statements are per batch, never per hit.
 */
export async function writeBatch(
  db: Database,
  hits: ClassifiedHit[],
  options: { batchId: string; notBefore?: Date },
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
    // The event id as stored (classifyBatch made it so): else 'a' and 'a\0' would count as two hits for one row.
    const key = hit.eventId === undefined ? undefined : `${hit.websiteId}\u0001${hit.eventId}`;
    // A repeat inside the batch is a duplicate of its first occurrence.
    if (key !== undefined && firstIndexOfEventId.has(key)) return;
    if (key !== undefined) firstIndexOfEventId.set(key, index);
    unique.push(index);
  });

  const committedBefore = await db
    .transaction(async (tx) => {
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
      // Last, so that an attempt still committing elsewhere is waited for here, by the key, and not raced.
      const recorded = await tx
        .insert(ingestBatches)
        .values({ id: options.batchId, outcomes: encodeOutcomes(outcomes) })
        .onConflictDoNothing()
        .returning({ id: ingestBatches.id });
      if (recorded.length === 0) throw new BatchAlreadyCommitted();
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof BatchAlreadyCommitted)) throw error;
        return committedOutcomes(db, hits, options.batchId);
      },
    );
  return committedBefore ?? outcomes;
}

/** The encoded outcomes of the committed batch with this id; undefined when none has committed. */
async function ledgerOutcomes(db: Database, batchId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ outcomes: ingestBatches.outcomes })
    .from(ingestBatches)
    .where(eq(ingestBatches.id, batchId));
  return row?.outcomes;
}

/** Whether a batch with this id has committed (its ledger row exists). */
export async function isBatchCommitted(db: Database, batchId: string): Promise<boolean> {
  return (await ledgerOutcomes(db, batchId)) !== undefined;
}

/** What the committed attempt at this batch did with each hit, from its ledger row. */
async function committedOutcomes(
  db: Database,
  hits: ClassifiedHit[],
  batchId: string,
): Promise<HitOutcome[]> {
  const outcomes = await ledgerOutcomes(db, batchId);
  if (outcomes === undefined) throw new Error(`batch ${batchId} was committed but its ledger row is gone`);
  return decodeOutcomes(outcomes, hits.length).map((code, index) => {
    const hit = hits[index] as ClassifiedHit;
    return { stored: code === 'S', expired: code === 'E' || undefined, isBot: hit.bot.isBot, hit };
  });
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
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}

type Returned = { website_id: number; event_id: string | null };

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
        chunk.map(({ hit }) => ({ websiteId: hit.websiteId, eventId: hit.eventId as string })),
        [
          ['websiteId', 'int'],
          ['eventId', 'text'],
        ],
      )}
      on conflict do nothing
      returning website_id, event_id`);
    const insertedIds = new Set(rowsOf<Returned>(result).map((r) => `${r.website_id}\u0001${r.event_id}`));
    for (const { i, hit } of chunk) {
      if (insertedIds.has(`${hit.websiteId}\u0001${hit.eventId as string}`)) stored.push(i);
    }
  }
  return stored;
}
