import type { DiffLine } from '@botlens/contracts';

/**
 * The most lines compared on each side. An LCS table costs the product of both sides' lengths: 5,000 × 5,000
 * cells is the most a request may spend (about 25 million steps). The live robots.txt is read up to the same
 * number of lines when a policy's file is built on it (live-robots.ts), so a longer file is not a real case.
 */
export const MAX_DIFF_LINES = 5_000;

/**
 * A line diff from `from` to `to` (a longest common subsequence of lines): lines of both are 'same', lines only
 * in `from` are 'removed', lines only in `to` are 'added', in the order a reader goes through both files.
 * Lines are compared as written except for trailing white space and line endings. Each side is cut at
 * MAX_DIFF_LINES lines: the diff is of the first lines only.
 */
export function lineDiff(from: string, to: string, maxLines = MAX_DIFF_LINES): DiffLine[] {
  return diffLines(linesOf(from).slice(0, maxLines), linesOf(to).slice(0, maxLines));
}

function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  // A final newline ends the last line; it does not start an empty one.
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  // Lines equal at both ends need no table: most diffs of a file against its edited self are small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const same = (lines: readonly string[]) => lines.map((text): DiffLine => ({ kind: 'same', text }));
  return [...same(a.slice(0, start)), ...lcsDiff(middleA, middleB), ...same(a.slice(endA))];
}

/** The classic dynamic programme: suffix LCS lengths in one flat table, then a walk from the top. */
function lcsDiff(a: readonly string[], b: readonly string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const diff: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      diff.push({ kind: 'same', text: a[i] as string });
      i++;
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      diff.push({ kind: 'removed', text: a[i] as string });
      i++;
    } else {
      diff.push({ kind: 'added', text: b[j] as string });
      j++;
    }
  }
  for (; i < n; i++) diff.push({ kind: 'removed', text: a[i] as string });
  for (; j < m; j++) diff.push({ kind: 'added', text: b[j] as string });
  return diff;
}
