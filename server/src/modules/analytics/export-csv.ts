import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { csvRecord } from '../../lib/csv';
import { rows, typeFilter } from './analytics.queries';
import type { AnalyticsWindow } from './analytics-window';
import { botIdentity } from './bot-identity';

const PAGE_SIZE = 5000;
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

/**
 * The window's raw bot hits as CSV, newest first, read in keyset pages so that a 90-day export never holds
 * more than one page in memory.
 */
export async function* exportBotHitsCsv(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): AsyncGenerator<string> {
  yield csvRecord(CSV_HEADER);
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const after = cursor
      ? sql` and (occurred_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
      : sql``;
    const page = await rows<{
      id: string;
      occurred_at: string | Date;
      bot_name: string;
      bot_type: string;
      verification: string;
      event: string;
      method: string | null;
      status: number | null;
      url: string;
      ip: string;
      user_agent: string;
      referrer: string | null;
      source: string;
    }>(
      db,
      sql`select id, occurred_at, bot_name, bot_type, verification, event, method, status, url, ip, user_agent, referrer, source
          from bot_events
          where website_id = ${websiteId} and occurred_at >= ${window.start.toISOString()} and occurred_at < ${window.end.toISOString()}${typeFilter(window)}${after}
          order by occurred_at desc, id desc
          limit ${PAGE_SIZE}`,
    );
    let chunk = '';
    for (const row of page) {
      const { operator, purpose } = botIdentity(row.bot_name);
      chunk += csvRecord([
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
      ]);
    }
    if (chunk) yield chunk;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    cursor = { at: new Date(last.occurred_at).toISOString(), id: Number(last.id) };
  }
}
