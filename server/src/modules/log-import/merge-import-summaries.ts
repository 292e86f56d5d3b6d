import type { ImportLogsSummary } from '@botlens/contracts';

// The summary keeps the first line numbers only, as the server does, so a file of garbage cannot grow it.
const MAX_LINES_KEPT = 100;

/**
 * The summary of an import that took several attempts. An attempt broken off by the server (an `error`
 * line) says what it committed; the next attempt, sent the whole file again, finds those lines in the
 * file's checkpoint and counts them as skipped. They were imported by this run, though: they are moved
 * from `skipped` back to bots, humans, malformed... as the broken-off attempts counted them.
 *
 * `lines - skipped` of an attempt is what it committed itself (its `skipped` are lines committed before
 * it began, by an earlier attempt or an earlier run).
 */
export function mergeImportSummaries(
  last: ImportLogsSummary,
  brokenOff: readonly ImportLogsSummary[],
): ImportLogsSummary {
  const merged = { ...last };
  let committedEarlier = 0;
  for (const earlier of brokenOff) {
    committedEarlier += Math.max(0, earlier.lines - earlier.skipped);
    merged.bots += earlier.bots;
    merged.humans += earlier.humans;
    merged.malformed += earlier.malformed;
    merged.expired += earlier.expired;
    merged.rejected += earlier.rejected;
  }
  merged.skipped = Math.max(0, last.skipped - committedEarlier);
  const allMalformed = [last, ...brokenOff].flatMap((summary) => summary.malformedLines);
  merged.malformedLines = [...new Set(allMalformed)].sort((a, b) => a - b).slice(0, MAX_LINES_KEPT);
  const rejectedByLine = new Map<number, ImportLogsSummary['rejectedLines'][number]>();
  for (const rejected of [last, ...brokenOff].flatMap((summary) => summary.rejectedLines)) {
    if (!rejectedByLine.has(rejected.line)) rejectedByLine.set(rejected.line, rejected);
  }
  merged.rejectedLines = [...rejectedByLine.values()]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_LINES_KEPT);
  return merged;
}

/** What broken-off attempts committed, when no attempt finished: their counts summed, lines as read. */
export function sumBrokenOff(brokenOff: readonly ImportLogsSummary[]): ImportLogsSummary | undefined {
  const [latest, ...earlier] = [...brokenOff].reverse();
  if (!latest) return undefined;
  return mergeImportSummaries(latest, earlier.reverse());
}
