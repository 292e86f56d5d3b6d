import {
  COLLECT_TEXT_LIMITS,
  type CollectRejection,
  type CollectTextField,
  type CollectTruncation,
  collectEvent,
} from '@botlens/contracts';
import { truncateText } from '../../lib/truncate-text';
import { collectEventToHit, isEventProblem } from './collect-event-to-hit';
import type { HitSource, IncomingHit } from './ingest/hit';

export type CollectBatchRead = {
  hits: IncomingHit[];
  rejected: CollectRejection[];
  truncated: CollectTruncation[];
};

const TEXT_FIELDS = Object.keys(COLLECT_TEXT_LIMITS) as CollectTextField[];

/**
 * The events of a batch whose shape collectBatch has checked, each read on its own: one bad event is
 * rejected (with the contract's message for its first problem) without sinking the others. Over-long texts
 * are cut at their limit and reported, not refused. One pass, one schema check per event, no database.
 */
export function readCollectBatch(
  events: readonly unknown[],
  websiteId: number,
  source: HitSource,
  now = Date.now(),
): CollectBatchRead {
  const read: CollectBatchRead = { hits: [], rejected: [], truncated: [] };
  for (let index = 0; index < events.length; index++) {
    let raw = events[index];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      read.rejected.push({ index, field: 'event', message: 'event must be an object' });
      continue;
    }
    const cut = overLongTexts(raw as Record<string, unknown>);
    if (cut) {
      raw = withTextsCut(raw as Record<string, unknown>, cut);
      read.truncated.push({ index, fields: cut });
    }
    const parsed = collectEvent.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      read.rejected.push({
        index,
        field: issue?.path.map(String).join('.') || 'event',
        message: issue?.message ?? 'event is invalid',
      });
      continue;
    }
    const hit = collectEventToHit(parsed.data, websiteId, source, now);
    if (isEventProblem(hit)) read.rejected.push({ index, ...hit });
    else read.hits.push(hit);
  }
  return read;
}

/** The text fields of a raw event longer than their limit, or undefined (the usual case: no allocation). */
function overLongTexts(raw: Record<string, unknown>): CollectTextField[] | undefined {
  let fields: CollectTextField[] | undefined;
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value.length > COLLECT_TEXT_LIMITS[field]) {
      fields ??= [];
      fields.push(field);
    }
  }
  return fields;
}

/** A copy of the event with those fields cut: the request's own body is left as it was sent. */
function withTextsCut(raw: Record<string, unknown>, fields: CollectTextField[]): Record<string, unknown> {
  const copy = { ...raw };
  for (const field of fields) copy[field] = truncateText(copy[field] as string, COLLECT_TEXT_LIMITS[field]);
  return copy;
}
