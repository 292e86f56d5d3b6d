import type { DiffLine } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { diffCounts, foldUnchanged } from './line-diff';

const same = (text: string): DiffLine => ({ kind: 'same', text });

describe('diffCounts', () => {
  it('counts the lines only in each file', () => {
    expect(
      diffCounts([
        same('a'),
        { kind: 'added', text: 'b' },
        { kind: 'removed', text: 'c' },
        { kind: 'added', text: 'd' },
      ]),
    ).toEqual({ added: 2, removed: 1 });
  });
});

describe('foldUnchanged', () => {
  it('folds long unchanged runs, keeping context lines beside a change', () => {
    const lines = [
      ...Array.from({ length: 10 }, (_, index) => same(`s${index}`)),
      { kind: 'added', text: 'new' } as const,
      ...Array.from({ length: 10 }, (_, index) => same(`t${index}`)),
    ];
    const segments = foldUnchanged(lines, 2);
    expect(
      segments.map((segment) => (segment.kind === 'folded' ? segment.count : segment.lines.length)),
    ).toEqual([8, 5, 8]);
    const shown = segments[1];
    expect(shown?.kind === 'lines' && shown.lines.map((entry) => entry.index)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps short runs whole and folds a file without changes entirely', () => {
    const lines = [same('a'), same('b'), same('c'), { kind: 'removed', text: 'x' } as const];
    expect(foldUnchanged(lines, 1)).toEqual([
      { kind: 'lines', lines: lines.map((line, index) => ({ line, index })) },
    ]);
    expect(foldUnchanged([same('a'), same('b'), same('c')], 3)).toEqual([
      { kind: 'folded', start: 0, count: 3 },
    ]);
    expect(foldUnchanged([])).toEqual([]);
  });
});
