import type { DiffLine } from '@botlens/contracts';

/** The mark a diff line starts with, as in a unified diff. */
export const DIFF_MARKS: Record<DiffLine['kind'], string> = { same: ' ', added: '+', removed: '-' };

/** What a screen reader says before a line, since its colour and mark are not read. */
export const DIFF_LINE_NAMES: Record<DiffLine['kind'], string> = {
  same: 'Unchanged',
  added: 'Only in the policy',
  removed: 'Only in the served file',
};

export function diffCounts(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}

/** A run of the diff to show: lines with their numbers, or unchanged lines folded away. */
export type DiffSegment =
  | { kind: 'lines'; lines: { line: DiffLine; index: number }[] }
  | { kind: 'folded'; start: number; count: number };

/**
 * The diff with long runs of unchanged lines folded, keeping `context` lines beside each change, so that
 * a change in a 300-line file is not lost in it. A run shorter than what folding would save stays whole.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): DiffSegment[] {
  const keep = lines.map((line) => line.kind !== 'same');
  const shown = lines.map((_, index) => {
    for (
      let near = Math.max(0, index - context);
      near <= Math.min(lines.length - 1, index + context);
      near++
    ) {
      if (keep[near]) return true;
    }
    return false;
  });
  const segments: DiffSegment[] = [];
  let index = 0;
  while (index < lines.length) {
    let end = index;
    while (end < lines.length && shown[end] === shown[index]) end++;
    const run = lines.slice(index, end).map((line, offset) => ({ line, index: index + offset }));
    // Folding one or two lines hides less than the fold's own line takes: show them.
    if (shown[index] || run.length <= 2) appendLines(segments, run);
    else segments.push({ kind: 'folded', start: index, count: run.length });
    index = end;
  }
  return segments;
}

function appendLines(segments: DiffSegment[], run: { line: DiffLine; index: number }[]) {
  const last = segments.at(-1);
  if (last?.kind === 'lines') last.lines.push(...run);
  else segments.push({ kind: 'lines', lines: run });
}
