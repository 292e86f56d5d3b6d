import type { ClassifiedHit } from '../tracking/ingest/hit';
import type { Transaction } from '../tracking/ingest/sql-arrays';
import { addWindowCounts, lockClock, type WindowCounts } from './page-windows.queries';
import { windowsAsOf } from './window-spans';

/**
 * Adds a batch's newly stored bot hits to the windows they fall in, as of the clock's hour; one statement.
 * Before the windows are first built there is nothing to add to: the build counts these hits from raw.
 * `prepared`: the counts worked out beforehand (a log import does so before its transaction) for the clock
 * as it was then; used when the clock has not moved since. Returns the clock's hour it found (null before
 * the first build), for the next batch's preparation.
 */
export async function addHitsToWindows(
  tx: Transaction,
  hits: readonly ClassifiedHit[],
  prepared?: PreparedWindowCounts,
): Promise<number | null | undefined> {
  if (hits.length === 0) return undefined;
  const asOf = await lockClock(tx, 'share');
  if (asOf === null) return asOf;
  const rows = prepared?.asOf === asOf ? prepared.rows : windowCountsOf(hits, asOf);
  if (rows.length > 0) await addWindowCounts(tx, rows);
  return asOf;
}

export type PreparedWindowCounts = { asOf: number; rows: WindowCounts[] };

/** What hits add to the windows of the clock at `asOf` (ms): a row per page, bot and window they fall in. */
export function windowCountsOf(hits: readonly ClassifiedHit[], asOf: number): WindowCounts[] {
  const spans = windowsAsOf(asOf);
  // One key per hit (page and bot); the windows of a key are slots by span index, so a hit costs a lookup
  // and a few comparisons, not a key per window.
  const counts = new Map<string, Array<WindowCounts | undefined>>();
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
  return [...counts.values()].flatMap((slots) => slots.filter((row) => row !== undefined));
}
