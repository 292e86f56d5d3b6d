import { describe, expect, it } from 'vitest';
import { mergeTouchingSessions } from './merge-touching-sessions';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * MINUTE);
const span = (id: string, from: number, to: number, pages = 1) => ({
  id,
  startedAt: at(from),
  lastSeenAt: at(to),
  totalPages: pages,
});

describe('mergeTouchingSessions', () => {
  it('leaves sessions more than 30 minutes apart alone', () => {
    expect(mergeTouchingSessions([span('a', 0, 10), span('b', 41, 50)])).toEqual([]);
  });

  it('joins overlapping sessions and those within 30 minutes into the earliest', () => {
    const merges = mergeTouchingSessions([span('b', 5, 20, 3), span('c', 50, 55, 2), span('a', 0, 8, 4)]);
    expect(merges).toHaveLength(1);
    const [merge] = merges;
    expect(merge?.survivor.id).toBe('a');
    expect(merge?.absorbed.map((s) => s.id)).toEqual(['b', 'c']);
    expect(merge?.merged).toEqual({ startedAt: at(0), lastSeenAt: at(55), totalPages: 9 });
  });

  it('keeps the end of a long session when a shorter one inside it is absorbed', () => {
    const [merge] = mergeTouchingSessions([span('long', 0, 120), span('inside', 10, 20)]);
    expect(merge?.merged.lastSeenAt).toEqual(at(120));
  });

  it('makes separate groups of separate clusters', () => {
    const merges = mergeTouchingSessions([
      span('a', 0, 5),
      span('b', 6, 7),
      span('c', 100, 101),
      span('d', 131, 132),
    ]);
    expect(merges.map((m) => [m.survivor.id, ...m.absorbed.map((s) => s.id)])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
