import { sql } from 'drizzle-orm';
import { type CsvValue, copyCsv, csvLine } from '../../../db/copy-csv';
import { type ClassifiedHit, withoutNul } from './hit';
import { arrayLiteral, type Transaction } from './sql-arrays';

type KnownBot = Extract<ClassifiedHit['bot'], { isBot: true }>;
type BotEventColumn = readonly [name: string, sqlType: string, value: (hit: ClassifiedHit) => CsvValue];

/** bot_events as a hit fills it; the one list both ways of writing it (COPY and INSERT) read. */
const COLUMNS: readonly BotEventColumn[] = [
  ['website_id', 'int', (hit) => hit.websiteId],
  ['event_id', 'text', (hit) => withoutNul(hit.eventId)],
  ['occurred_at', 'timestamptz', (hit) => hit.occurredAt],
  ['source', 'text', (hit) => hit.source],
  ['event', 'text', (hit) => hit.event],
  ['url', 'text', (hit) => withoutNul(hit.url)],
  ['path', 'text', (hit) => hit.path],
  ['title', 'text', (hit) => withoutNul(hit.title)],
  ['referrer', 'text', (hit) => withoutNul(hit.referrer)],
  ['method', 'text', (hit) => withoutNul(hit.method)],
  ['status', 'smallint', (hit) => hit.status],
  ['user_agent', 'text', (hit) => withoutNul(hit.userAgent)],
  ['ip', 'text', (hit) => withoutNul(hit.ip)],
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
// Rows per INSERT; with array parameters the bound is memory, not PostgreSQL's parameter limit.
const INSERT_CHUNK = 1000;

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
  const values: CsvValue[] = new Array(COLUMNS.length);
  const lines = unkeyed.map((i) => {
    const hit = hits[i] as ClassifiedHit;
    for (let column = 0; column < COLUMNS.length; column++)
      values[column] = (COLUMNS[column] as BotEventColumn)[2](hit);
    return csvLine(values);
  });
  await copyCsv(tx, 'bot_events', COLUMN_NAMES, lines);
  const storedKeyed = await insertKeyed(tx, hits, keyed);
  if (storedKeyed.length === 0) return unkeyed;
  return [...unkeyed, ...storedKeyed].sort((a, b) => a - b);
}

async function insertKeyed(
  tx: Transaction,
  hits: readonly ClassifiedHit[],
  indexes: readonly number[],
): Promise<number[]> {
  const stored: number[] = [];
  for (let start = 0; start < indexes.length; start += INSERT_CHUNK) {
    const chunk = indexes.slice(start, start + INSERT_CHUNK).map((i) => hits[i] as ClassifiedHit);
    const arrays = COLUMNS.map(
      ([, type, value]) => sql`${arrayLiteral(chunk.map((hit) => value(hit)))}::${sql.raw(type)}[]`,
    );
    const result = await tx.execute(sql`
      insert into bot_events (${sql.raw(COLUMN_NAMES.join(', '))})
      select * from unnest(${sql.join(arrays, sql`, `)})
      on conflict (website_id, event_id) where event_id is not null do nothing
      returning website_id, event_id`);
    const rows = (result as unknown as { rows: Array<{ website_id: number; event_id: string }> }).rows;
    const inserted = new Set(rows.map((row) => `${row.website_id}\u0001${row.event_id}`));
    chunk.forEach((hit, offset) => {
      if (inserted.has(`${hit.websiteId}\u0001${withoutNul(hit.eventId)}`)) {
        stored.push(indexes[start + offset] as number);
      }
    });
  }
  return stored;
}
