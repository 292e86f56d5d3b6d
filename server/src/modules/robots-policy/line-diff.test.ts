import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

const kinds = (diff: ReturnType<typeof lineDiff>) => diff.map((line) => `${line.kind[0]} ${line.text}`);

describe('line diff', () => {
  it('marks every line the same when both files are equal, whatever their line endings', () => {
    expect(lineDiff('a\r\nb\n', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('lists the lines only in the first file as removed and those only in the second as added', () => {
    expect(kinds(lineDiff('', 'x\ny'))).toEqual(['a x', 'a y']);
    expect(kinds(lineDiff('x\ny', ''))).toEqual(['r x', 'r y']);
    expect(kinds(lineDiff('a\nb\nc\nd', 'a\nx\nc\nd\ne'))).toEqual([
      's a',
      'r b',
      'a x',
      's c',
      's d',
      'a e',
    ]);
  });

  it('keeps the longest common run of lines, even when lines move', () => {
    // LCS of (a b c a b b a) and (c b a b a c) has four lines.
    const diff = lineDiff('a\nb\nc\na\nb\nb\na', 'c\nb\na\nb\na\nc');
    expect(diff.filter((line) => line.kind === 'same')).toHaveLength(4);
    // Reading the kept and removed lines gives the first file; the kept and added ones give the second.
    const side = (kind: 'added' | 'removed') => diff.filter((line) => line.kind !== kind).map((l) => l.text);
    expect(side('added')).toEqual(['a', 'b', 'c', 'a', 'b', 'b', 'a']);
    expect(side('removed')).toEqual(['c', 'b', 'a', 'b', 'a', 'c']);
  });

  it('ignores trailing white space, but not leading or case', () => {
    expect(kinds(lineDiff('Disallow: /a  \n', 'Disallow: /a'))).toEqual(['s Disallow: /a']);
    expect(kinds(lineDiff(' x', 'x'))).toEqual(['r  x', 'a x']);
    expect(kinds(lineDiff('X', 'x'))).toEqual(['r X', 'a x']);
  });

  it('compares only the first lines of long files, within a bounded time', () => {
    const many = (prefix: string) => Array.from({ length: 6_000 }, (_, i) => `${prefix}${i}`).join('\n');
    const started = performance.now();
    const diff = lineDiff(many('a'), many('b'));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(diff).toHaveLength(10_000);
    expect(diff.filter((line) => line.kind === 'removed')).toHaveLength(5_000);
    expect(kinds(lineDiff('1\n2\n3', '1\n2\n4', 2))).toEqual(['s 1', 's 2']);
  });
});
