import { sql } from 'drizzle-orm';
import { type Database, withoutStatementTimeout } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type Transaction, unnestRows } from '../tracking/ingest/sql-arrays';
import { advanceDeltas, type WindowDelta } from './window-spans';

type Executor = Pick<Database, 'execute'> | Transaction;

/** One row of bot_page_windows' counts: a page and bot in one window. */
export type WindowCounts = {
  websiteId: number;
  rangeDays: number;
  period: number;
  path: string;
  botName: string;
  botType: string;
  hits: number;
  pageViews: number;
  timedLeaves: number;
  leaveMs: number;
};

/**
 * Adds or takes out the raw hits of some intervals to or from their windows: one statement, grouped by page
 * and bot, then drops rows that reached zero. Used when the clock moves and when retention deletes hits.
 */
export async function applyRawIntervals(tx: Executor, deltas: WindowDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await tx.execute(sql`
    insert into bot_page_windows (website_id, range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms)
    select e.website_id, w.range_days, w.period, e.path, e.bot_name, e.bot_type,
           sum(w.sign),
           coalesce(sum(w.sign) filter (where e.event = 'page_view'), 0),
           coalesce(sum(w.sign) filter (where e.event = 'page_leave' and e.duration_ms is not null), 0),
           coalesce(sum(w.sign * e.duration_ms) filter (where e.event = 'page_leave'), 0)
    from ${unnestRows(
      deltas.map((d) => ({ ...d, fromAt: new Date(d.from), toAt: new Date(d.to) })),
      [
        ['rangeDays', 'int'],
        ['period', 'int'],
        ['sign', 'int'],
        ['fromAt', 'timestamptz'],
        ['toAt', 'timestamptz'],
      ],
    )} as w(range_days, period, sign, from_at, to_at)
    join bot_events e on e.occurred_at >= w.from_at and e.occurred_at < w.to_at
    group by e.website_id, w.range_days, w.period, e.path, e.bot_name, e.bot_type
    on conflict (website_id, range_days, period, path, bot_name, bot_type) do update set
      hits = bot_page_windows.hits + excluded.hits,
      page_views = bot_page_windows.page_views + excluded.page_views,
      timed_leaves = bot_page_windows.timed_leaves + excluded.timed_leaves,
      leave_ms = bot_page_windows.leave_ms + excluded.leave_ms`);
  await tx.execute(sql`delete from bot_page_windows where hits = 0`);
}

/** The clock's hour as it is now, unlocked: a guess for work prepared ahead, checked under lockClock. */
export async function readClock(db: Executor): Promise<number | null> {
  const result = await db.execute(sql`select as_of_hour from window_clock where id = 1`);
  const value = rowsOf<{ as_of_hour: string | Date | null }>(result)[0]?.as_of_hour;
  return value === null || value === undefined ? null : new Date(value).getTime();
}

/** The clock's hour, locked: `share` for writers that add or take out hits, `update` to move it. */
export async function lockClock(tx: Transaction, mode: 'share' | 'update'): Promise<number | null> {
  const result = await tx.execute(
    mode === 'update'
      ? sql`select as_of_hour from window_clock where id = 1 for update`
      : sql`select as_of_hour from window_clock where id = 1 for share`,
  );
  const value = rowsOf<{ as_of_hour: string | Date | null }>(result)[0]?.as_of_hour;
  return value === null || value === undefined ? null : new Date(value).getTime();
}

/**
 * Moves the clock to `hour`, bringing every window along from the raw hits, in one transaction; nothing
 * when another process has already moved it that far.
 */
export async function moveClockTo(db: Database, hour: number): Promise<void> {
  await db.transaction(async (tx) => {
    const asOf = await lockClock(tx, 'update');
    if (asOf !== null && asOf >= hour) return;
    // A first build groups every raw hit of 180 days; with the default 4 MB the grouping spills to disk,
    await tx.execute(sql`set local work_mem = '64MB'`);
    // and may take longer than a request may (a few seconds per million hits).
    await withoutStatementTimeout(tx);
    await applyRawIntervals(tx, advanceDeltas(asOf, hour));
    await tx.execute(sql`update window_clock set as_of_hour = ${new Date(hour).toISOString()} where id = 1`);
  });
}

/** Adds counts to their windows (a batch's new hits), one statement. */
export async function addWindowCounts(tx: Transaction, rows: WindowCounts[]): Promise<void> {
  await tx.execute(sql`
    insert into bot_page_windows (website_id, range_days, period, path, bot_name, bot_type, hits, page_views, timed_leaves, leave_ms)
    select * from ${unnestRows(rows, [
      ['websiteId', 'int'],
      ['rangeDays', 'smallint'],
      ['period', 'smallint'],
      ['path', 'text'],
      ['botName', 'text'],
      ['botType', 'text'],
      ['hits', 'int'],
      ['pageViews', 'int'],
      ['timedLeaves', 'int'],
      ['leaveMs', 'bigint'],
    ])}
    on conflict (website_id, range_days, period, path, bot_name, bot_type) do update set
      hits = bot_page_windows.hits + excluded.hits,
      page_views = bot_page_windows.page_views + excluded.page_views,
      timed_leaves = bot_page_windows.timed_leaves + excluded.timed_leaves,
      leave_ms = bot_page_windows.leave_ms + excluded.leave_ms`);
}
