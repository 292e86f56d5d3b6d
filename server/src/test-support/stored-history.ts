import type { BotClassification } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executeRows } from '../db/rows';
import { windowsAsOf } from '../modules/page-windows/window-spans';
import { unnestRows } from '../modules/tracking/ingest/sql-arrays';

/**
 * Reads of one website's stored history as sorted lines, for tests that compare what the rollups, sessions
 * and page windows hold with what the raw rows say they should, and with another website's.
 */

// Rows are read as objects keyed by column name: every column of a line needs a name of its own.
const lines = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.values(row)
      .map((value) => (value instanceof Date ? value.toISOString() : String(value)))
      .join(' '),
  );

const hourText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`);

/** Hourly bot rollups: hour, name, type, page views, verified, spoofed (`counts: 'views'` for the first only). */
export async function storedRollups(db: Database, websiteId: number, counts: 'all' | 'views' = 'all') {
  const extra = counts === 'all' ? sql`, verified, spoofed` : sql``;
  return lines(
    await executeRows(
      db,
      sql`select ${hourText('hour')}, bot_name, bot_type, page_views ${extra} from bot_hourly_rollups
          where website_id = ${websiteId} order by 1, 2, 3`,
    ),
  );
}

/** The same figures counted from the raw page views. */
export async function rollupsFromRaw(db: Database, websiteId: number, counts: 'all' | 'views' = 'all') {
  const extra =
    counts === 'all'
      ? sql`, count(*) filter (where verification = 'verified') as verified,
             count(*) filter (where verification = 'spoofed') as spoofed`
      : sql``;
  return lines(
    await executeRows(
      db,
      sql`select ${hourText('occurred_at')}, bot_name, bot_type, count(*) as page_views ${extra} from bot_events
          where website_id = ${websiteId} and event = 'page_view' group by 1, 2, 3 order by 1, 2, 3`,
    ),
  );
}

/** Session rollups: hour, name, type, sessions, summed length. */
export async function storedSessionRollups(db: Database, websiteId: number) {
  return lines(
    await executeRows(
      db,
      sql`select ${hourText('hour')}, bot_name, bot_type, sessions, duration_ms from bot_session_hourly_rollups
          where website_id = ${websiteId} order by 1, 2, 3`,
    ),
  );
}

export async function sessionRollupsFromRaw(db: Database, websiteId: number) {
  return lines(
    await executeRows(
      db,
      sql`select ${hourText('started_at')}, bot_name, bot_type, count(*) as sessions,
                 sum(round(extract(epoch from (last_seen_at - started_at)) * 1000)) as duration_ms
          from bot_sessions where website_id = ${websiteId} group by 1, 2, 3 order by 1, 2, 3`,
    ),
  );
}

/** The raw sessions themselves: name, type, address, start, end, pages. */
export async function storedSessions(db: Database, websiteId: number) {
  return lines(
    await executeRows(
      db,
      sql`select bot_name, bot_type, client_ip, started_at, last_seen_at, total_pages from bot_sessions
          where website_id = ${websiteId} order by 1, 3, 4`,
    ),
  );
}

/** Page windows: range, period, path, name, type and the four counts. */
export async function storedWindows(db: Database, websiteId: number) {
  return lines(
    await executeRows(
      db,
      sql`select range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms
          from bot_page_windows where website_id = ${websiteId} order by 1, 2, 3, 4, 5`,
    ),
  );
}

/** The page windows as of `asOfHour`, counted from the raw hits (what the window clock keeps them equal to). */
export async function windowsFromRaw(db: Database, websiteId: number, asOfHour: number) {
  const spans = windowsAsOf(asOfHour).map((s) => ({ ...s, fromAt: new Date(s.from), toAt: new Date(s.to) }));
  return lines(
    await executeRows(
      db,
      sql`select w.range_days, w.period, e.path, e.bot_name, e.bot_type, count(*) as hits,
                 count(*) filter (where e.event = 'page_view') as page_views,
                 count(*) filter (where e.event = 'page_leave' and e.duration_ms is not null) as timed_leaves,
                 coalesce(sum(e.duration_ms) filter (where e.event = 'page_leave'), 0) as leave_ms
          from ${unnestRows(spans, [
            ['rangeDays', 'int'],
            ['period', 'int'],
            ['fromAt', 'timestamptz'],
            ['toAt', 'timestamptz'],
          ])} as w(range_days, period, from_at, to_at)
          join bot_events e on e.occurred_at >= w.from_at and e.occurred_at < w.to_at
          where e.website_id = ${websiteId}
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    ),
  );
}

/** The hour the page windows are as of (the window clock's), not the current one: a test may cross an hour. */
export async function windowClockHour(db: Database): Promise<number> {
  const [row] = await executeRows<{ as_of_hour: string | Date }>(
    db,
    sql`select as_of_hour from window_clock`,
  );
  if (!row?.as_of_hour) throw new Error('the window clock has not been built');
  return new Date(row.as_of_hour).getTime();
}

/** Page views of bots (rollups) and of people, and sessions (rollups): what a reclassification must keep. */
export async function pageViewTotals(db: Database, websiteId: number) {
  const [row] = await executeRows<Record<string, string | null>>(
    db,
    sql`select (select coalesce(sum(page_views), 0) from bot_hourly_rollups where website_id = ${websiteId}) as bots,
               (select coalesce(sum(page_views), 0) from human_hourly_page_views where website_id = ${websiteId}) as people`,
  );
  return { bots: Number(row?.bots), people: Number(row?.people) };
}

/** The names and types raw hits are stored under, with how many. */
export async function storedNames(db: Database, websiteId: number) {
  return lines(
    await executeRows(
      db,
      sql`select bot_name, bot_type, operator, purpose, verification, count(*) from bot_events
          where website_id = ${websiteId} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    ),
  );
}

/** Renames one bot's classification: a stand-in for a registry that names, types or drops bots otherwise. */
export function withRenames(
  classify: (userAgent: string, hit?: { webdriver?: boolean }) => BotClassification,
  renames: Record<string, BotClassification>,
) {
  return (userAgent: string, hit?: { webdriver?: boolean }): BotClassification => {
    const bot = classify(userAgent, hit);
    return (bot.name !== null && renames[bot.name]) || bot;
  };
}

export const PERSON: BotClassification = {
  isBot: false,
  type: null,
  name: null,
  operator: null,
  purpose: null,
};
