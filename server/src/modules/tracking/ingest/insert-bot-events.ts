import { sql } from 'drizzle-orm';
import { type CsvValue, copyCsv, csvLine } from '../../../db/copy-csv';
import { rowsOf } from '../../../db/rows';
import type { ClassifiedHit } from './hit';
import type { Transaction } from './sql-arrays';

type KnownBot = Extract<ClassifiedHit['bot'], { isBot: true }>;
type BotEventColumn = readonly [name: string, sqlType: string, value: (hit: ClassifiedHit) => CsvValue];

/** bot_events as a hit fills it, in the order of the CSV lines copied in. */
const COLUMNS: readonly BotEventColumn[] = [
  ['website_id', 'int', (hit) => hit.websiteId],
  ['event_id', 'text', (hit) => hit.eventId],
  ['occurred_at', 'timestamptz', (hit) => hit.occurredAt],
  ['source', 'text', (hit) => hit.source],
  ['event', 'text', (hit) => hit.event],
  ['url', 'text', (hit) => hit.url],
  ['path', 'text', (hit) => hit.path],
  ['title', 'text', (hit) => hit.title],
  ['referrer', 'text', (hit) => hit.referrer],
  ['method', 'text', (hit) => hit.method],
  ['status', 'smallint', (hit) => hit.status],
  ['user_agent', 'text', (hit) => hit.userAgent],
  ['ip', 'text', (hit) => hit.ip],
  ['bot_name', 'text', (hit) => (hit.bot as KnownBot).name],
  ['bot_type', 'text', (hit) => (hit.bot as KnownBot).type],
  ['operator', 'text', (hit) => (hit.bot as KnownBot).operator],
  ['purpose', 'text', (hit) => (hit.bot as KnownBot).purpose],
  ['verification', 'text', (hit) => hit.verification],
  ['duration_ms', 'int', (hit) => hit.durationMs],
  ['response_ms', 'int', (hit) => hit.responseMs],
  ['webdriver', 'boolean', (hit) => hit.webdriver],
];
const COLUMN_NAMES = COLUMNS.map(([name]) => name);

/**
 * Stores the given bot hits; returns the indexes of those newly stored, in order. Hits without an eventId
 * (the snippet's and the pixel's) can never repeat, so they are copied in with COPY, the cheapest path;
 * hits with one (middleware, log import) are inserted with ON CONFLICT, and a resent one is left out.
 */
export async function insertBotEvents(
  tx: Transaction,
  hits: readonly ClassifiedHit[],
  indexes: readonly number[],
): Promise<number[]> {
  const unkeyed = indexes.filter((i) => (hits[i] as ClassifiedHit).eventId === undefined);
  const keyed = indexes.filter((i) => (hits[i] as ClassifiedHit).eventId !== undefined);
  await copyBotEvents(tx, csvLinesOf(hits, unkeyed));
  const storedKeyed = await insertKeyed(tx, hits, keyed);
  if (storedKeyed.length === 0) return unkeyed;
  return [...unkeyed, ...storedKeyed].sort((a, b) => a - b);
}

/**
 * Copies bot hits in as CSV lines made beforehand by botEventCsvLines: a log import, whose hits have no
 * eventId, makes them before its transaction, while the batch before it is being written.
 */
export async function copyBotEvents(tx: Transaction, csvLines: readonly string[]): Promise<void> {
  await copyCsv(tx, 'bot_events', COLUMN_NAMES, csvLines);
}

/** The CSV lines of hits, in bot_events' columns as COPY takes them. */
export function botEventCsvLines(hits: readonly ClassifiedHit[]): string[] {
  return csvLinesOf(
    hits,
    hits.map((_, index) => index),
  );
}

// A session-local table the keyed hits are copied into before the conflict-checked insert; emptied at every
// commit. Created once per connection (the IF NOT EXISTS is a catalog lookup).
const STAGING_TABLE = 'bot_events_staging';
const CREATE_STAGING = `create temp table if not exists ${STAGING_TABLE} (${COLUMNS.map(
  ([name, type]) => `${name} ${type}`,
).join(', ')}) on commit delete rows`;

/**
 * Hits with an eventId (middleware, log import): COPY into the staging table, then one INSERT … SELECT that
 * skips the ones already stored. Cheaper than binding every column as an array, above all on PGlite, where
 * the arrays would be serialised and parsed again inside WASM.
 */
async function insertKeyed(
  tx: Transaction,
  hits: readonly ClassifiedHit[],
  indexes: readonly number[],
): Promise<number[]> {
  if (indexes.length === 0) return [];
  await tx.execute(sql.raw(CREATE_STAGING));
  await copyCsv(tx, STAGING_TABLE, COLUMN_NAMES, csvLinesOf(hits, indexes));
  const columns = COLUMN_NAMES.join(', ');
  const result = await tx.execute(
    sql.raw(`insert into bot_events (${columns}) select ${columns} from ${STAGING_TABLE}
      on conflict (website_id, event_id) where event_id is not null do nothing
      returning website_id, event_id`),
  );
  const rows = rowsOf<{ website_id: number; event_id: string }>(result);
  const inserted = new Set(rows.map((row) => `${row.website_id}\u0001${row.event_id}`));
  return indexes.filter((i) => {
    const hit = hits[i] as ClassifiedHit;
    return inserted.has(`${hit.websiteId}\u0001${hit.eventId}`);
  });
}

function csvLinesOf(hits: readonly ClassifiedHit[], indexes: readonly number[]): string[] {
  const values: CsvValue[] = new Array(COLUMNS.length);
  return indexes.map((i) => {
    const hit = hits[i] as ClassifiedHit;
    for (let column = 0; column < COLUMNS.length; column++)
      values[column] = (COLUMNS[column] as BotEventColumn)[2](hit);
    return csvLine(values);
  });
}
