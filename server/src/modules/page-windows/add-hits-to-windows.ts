import { sql } from 'drizzle-orm';
import type { ClassifiedHit } from '../tracking/ingest/hit';
import { type Transaction, unnestRows } from '../tracking/ingest/sql-arrays';
import { lockClock } from './window-clock';
import { windowsAsOf } from './window-spans';

type Counts = {
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
 * Adds a batch's newly stored bot hits to the windows they fall in, as of the clock's hour; one statement.
 * Before the windows are first built there is nothing to add to: the build counts these hits from raw.
 */
export async function addHitsToWindows(tx: Transaction, hits: ClassifiedHit[]): Promise<void> {
  if (hits.length === 0) return;
  const asOf = await lockClock(tx, 'share');
  if (asOf === null) return;
  const spans = windowsAsOf(asOf);
  // One key per hit (page and bot); the windows of a key are slots by span index, so a hit costs a lookup
  // and a few comparisons, not a key per window.
  const counts = new Map<string, Array<Counts | undefined>>();
  for (const hit of hits) {
    if (!hit.bot.isBot) continue;
    const at = hit.occurredAt.getTime();
    const key = `${hit.websiteId}\u0001${hit.bot.name}\u0001${hit.bot.type}\u0001${hit.path}`;
    let slots = counts.get(key);
    if (!slots) {
      slots = new Array(spans.length);
      counts.set(key, slots);
    }
    for (let index = 0; index < spans.length; index++) {
      const span = spans[index] as (typeof spans)[number];
      if (at < span.from || at >= span.to) continue;
      let row = slots[index];
      if (!row) {
        row = {
          websiteId: hit.websiteId,
          rangeDays: span.rangeDays,
          period: span.period,
          path: hit.path,
          botName: hit.bot.name,
          botType: hit.bot.type,
          hits: 0,
          pageViews: 0,
          timedLeaves: 0,
          leaveMs: 0,
        };
        slots[index] = row;
      }
      row.hits++;
      if (hit.event === 'page_view') row.pageViews++;
      else if (hit.durationMs !== undefined) {
        row.timedLeaves++;
        row.leaveMs += hit.durationMs;
      }
    }
  }
  const rows = [...counts.values()].flatMap((slots) => slots.filter((row) => row !== undefined));
  if (rows.length === 0) return;
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
