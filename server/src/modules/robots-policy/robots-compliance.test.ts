import { describe, expect, it } from 'vitest';
import { intervalsOf } from './robots-compliance';

const t = (hour: number) => new Date(Date.UTC(2026, 10, 1, hour));
const version = (hour: number, content = `v${hour}`) => ({
  fetchedAt: t(hour),
  outcome: 'ok' as const,
  content,
});
const spans = (intervals: ReturnType<typeof intervalsOf>) =>
  intervals.map((i) => [i.from.getUTCHours(), i.to.getUTCHours(), i.version?.content ?? null]);

describe('the window cut by robots.txt versions', () => {
  it('is one stretch with no version when none was recorded yet', () => {
    expect(spans(intervalsOf([], t(2), t(10)))).toEqual([[2, 10, null]]);
  });

  it('starts with the version in force at the window’s start, and cuts at each later one', () => {
    expect(spans(intervalsOf([version(0), version(1), version(5), version(8)], t(2), t(10)))).toEqual([
      [2, 5, 'v1'],
      [5, 8, 'v5'],
      [8, 10, 'v8'],
    ]);
  });

  it('leaves the hits before the first version to a stretch of their own', () => {
    expect(spans(intervalsOf([version(4)], t(2), t(10)))).toEqual([
      [2, 4, null],
      [4, 10, 'v4'],
    ]);
    // A version fetched at the very start covers the whole window.
    expect(spans(intervalsOf([version(2)], t(2), t(10)))).toEqual([[2, 10, 'v2']]);
  });

  it('lets the last of two versions of the same moment win', () => {
    expect(spans(intervalsOf([version(4, 'first'), version(4, 'second')], t(2), t(10)))).toEqual([
      [2, 4, null],
      [4, 10, 'second'],
    ]);
  });
});
