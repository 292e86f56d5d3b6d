import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import type { ScopedRead } from './analytics-scope';
import { botIdentity } from './bot-identity';
import { type BotHitRow, botHitsPage, type HitsCursor } from './export-csv.queries';

const PAGE_SIZE = 5000;
const RECORDS_PER_CHUNK = 500;
export const CSV_HEADER = [
  'Time',
  'Bot',
  'Type',
  'Operator',
  'Purpose',
  'Verification',
  'Event',
  'Method',
  'Status',
  'URL',
  'Address',
  'User agent',
  'Referrer',
  'Source',
];

function csvRecordOf(row: BotHitRow): unknown[] {
  const { operator, purpose } = botIdentity(row.bot_name);
  return [
    new Date(row.occurred_at),
    row.bot_name,
    row.bot_type,
    operator,
    purpose,
    row.verification,
    row.event,
    row.method,
    row.status,
    row.url,
    row.ip,
    row.user_agent,
    row.referrer,
    row.source,
  ];
}

/**
 * The window's raw bot hits as CSV, newest first, read in keyset pages so that a 90-day export never holds
 * more than one page in memory.
 */
export async function* exportBotHitsCsv({ ctx, input }: ScopedRead): AsyncGenerator<string> {
  yield spreadsheetCsv([CSV_HEADER]);
  let cursor: HitsCursor | undefined;
  for (;;) {
    const page = await botHitsPage(ctx.db, input.scope, cursor, PAGE_SIZE);
    // Text in slices of a few hundred records: csv-stringify allocates per cell, and a whole page at once
    // keeps all of it alive long enough to cost measurably more in garbage collection.
    for (let from = 0; from < page.length; from += RECORDS_PER_CHUNK) {
      yield spreadsheetCsv(page.slice(from, from + RECORDS_PER_CHUNK).map(csvRecordOf));
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    cursor = { at: new Date(last.occurred_at).toISOString(), id: Number(last.id) };
  }
}
