import { emptyImportLogsSummary, type ImportLogsSummary } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { mergeImportSummaries, sumBrokenOff } from './merge-import-summaries';

const summary = (counts: Partial<ImportLogsSummary>): ImportLogsSummary => ({
  ...emptyImportLogsSummary(),
  ...counts,
});

const tooFar = (line: number) => ({ line, field: 'timestamp', message: 'timestamp is in the future' });

// A file of 1000 lines, 50 of them imported by an earlier run; this run broke off twice before finishing.
const firstBreak = summary({
  lines: 300,
  skipped: 50,
  bots: 100,
  humans: 139,
  malformed: 6,
  expired: 4,
  malformedLines: [70, 80, 90, 100, 110, 120],
  rejected: 1,
  rejectedLines: [tooFar(200)],
});
const secondBreak = summary({ lines: 600, skipped: 300, bots: 120, humans: 175, malformed: 5 });
const last = summary({
  lines: 1000,
  skipped: 600,
  bots: 150,
  humans: 239,
  malformed: 10,
  malformedLines: [610, 620],
  rejected: 1,
  rejectedLines: [tooFar(700)],
});

describe('mergeImportSummaries', () => {
  it('moves what broken-off attempts committed from skipped back to their kinds', () => {
    const merged = mergeImportSummaries(last, [firstBreak, secondBreak]);
    expect(merged).toEqual({
      lines: last.lines,
      skipped: firstBreak.skipped,
      bots: last.bots + firstBreak.bots + secondBreak.bots,
      humans: last.humans + firstBreak.humans + secondBreak.humans,
      malformed: last.malformed + firstBreak.malformed + secondBreak.malformed,
      expired: firstBreak.expired,
      malformedLines: [...firstBreak.malformedLines, ...last.malformedLines],
      rejected: 2,
      rejectedLines: [tooFar(200), tooFar(700)],
    });
    // Every line of the file is counted once: earlier run's, this run's kinds, and the rest (blank lines).
    const counted = merged.skipped + merged.bots + merged.humans + merged.malformed + merged.expired;
    expect(counted + merged.rejected).toBeLessThanOrEqual(merged.lines);
  });

  it('is the last summary itself when nothing broke off', () => {
    expect(mergeImportSummaries(last, [])).toEqual(last);
  });

  it('keeps the first 100 line numbers, each once', () => {
    const many = (from: number) => Array.from({ length: 80 }, (_, index) => from + index);
    const merged = mergeImportSummaries(summary({ lines: 500, malformedLines: many(100) }), [
      summary({ lines: 150, malformedLines: many(50) }),
    ]);
    expect(merged.malformedLines).toEqual(Array.from({ length: 100 }, (_, index) => 50 + index));
  });
});

describe('sumBrokenOff', () => {
  it('is what a run that never finished committed, with what it found already imported as skipped', () => {
    expect(sumBrokenOff([])).toBeUndefined();
    expect(sumBrokenOff([firstBreak, secondBreak])).toMatchObject({
      lines: secondBreak.lines,
      skipped: firstBreak.skipped,
      bots: firstBreak.bots + secondBreak.bots,
      humans: firstBreak.humans + secondBreak.humans,
    });
  });
});
