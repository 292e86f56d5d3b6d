import { sql } from 'drizzle-orm';
import { type Database, withoutStatementTimeout } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { type Transaction, unnestRows } from '../tracking/ingest/sql-arrays';
import { advanceDeltas, floorHour, type WindowDelta } from './window-spans';

const HOUR_MS = 3_600_000;

type Executor = Pick<Database, 'execute'> | Transaction;

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

/** The clock's hour, locked: `share` for writers that add or take out hits, `update` to move it. */
export async function lockClock(tx: Transaction, mode: 'share' | 'update'): Promise<number | null> {
  const result = (await tx.execute(
    mode === 'update'
      ? sql`select as_of_hour from window_clock where id = 1 for update`
      : sql`select as_of_hour from window_clock where id = 1 for share`,
  )) as unknown as { rows: Array<{ as_of_hour: string | Date | null }> };
  const value = result.rows[0]?.as_of_hour;
  return value === null || value === undefined ? null : new Date(value).getTime();
}

/**
 * Keeps bot_page_windows on the current hour. Reads call `current()` first; it costs nothing once the hour
 * is reached, and a timer moves the clock at each hour so that no reader waits for it.
 */
export class WindowClock {
  private reachedHour: number | null = null;
  private moving: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async current(now = Date.now()): Promise<void> {
    const hour = floorHour(now);
    if (this.reachedHour !== null && this.reachedHour >= hour) return;
    // One move at a time in this process; another process moving it is handled by the row lock.
    while (this.moving) await this.moving;
    if (this.reachedHour !== null && this.reachedHour >= hour) return;
    this.moving = this.moveTo(hour).finally(() => {
      this.moving = undefined;
    });
    await this.moving;
  }

  /** Resolves when no move is running (shutdown waits for it before the database closes). */
  async idle(): Promise<void> {
    while (this.moving) await this.moving.catch(() => {});
  }

  private async moveTo(hour: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const asOf = await lockClock(tx, 'update');
      if (asOf !== null && asOf >= hour) return;
      // A first build groups every raw hit of 180 days; with the default 4 MB the grouping spills to disk,
      await tx.execute(sql`set local work_mem = '64MB'`);
      // and may take longer than a request may (a few seconds per million hits).
      await withoutStatementTimeout(tx);
      await applyRawIntervals(tx, advanceDeltas(asOf, hour));
      await tx.execute(
        sql`update window_clock set as_of_hour = ${new Date(hour).toISOString()} where id = 1`,
      );
    });
    this.reachedHour = hour;
  }
}

/**
 * The clock as a job (lib/jobs.ts): built at start (the first build may take a while, and no reader should
 * wait for it), then moved a second after each hour begins.
 */
export function windowClockJob(clock: WindowClock): Job {
  return {
    name: 'page windows clock',
    firstRunAfterMs: 0,
    schedule: (now) => floorHour(now) + HOUR_MS + 1000,
    run: () => clock.current(),
  };
}
