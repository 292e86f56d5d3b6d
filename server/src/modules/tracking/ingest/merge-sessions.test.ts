import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../lib/prng';
import { mergeIntoSessions, SESSION_GAP_MS, type SessionSpan } from './merge-sessions';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20) + minutes * MINUTE);
const span = (id: string, from: number, to: number, pages: number) => ({
  startedAt: at(from),
  lastSeenAt: at(to),
  totalPages: pages,
  stored: id,
});
const minutesOf = (s: SessionSpan<string>) => [
  (s.startedAt.getTime() - at(0).getTime()) / MINUTE,
  (s.lastSeenAt.getTime() - at(0).getTime()) / MINUTE,
  s.totalPages,
  s.stored,
];

describe('mergeIntoSessions', () => {
  it('starts a session for hits near none, and splits them where 30 minutes pass without one', () => {
    // 30 minutes exactly still continue a session; 31 do not.
    const { written, absorbed } = mergeIntoSessions<string>([], [at(51), at(0), at(20), at(50), at(82)]);
    expect(written.map(minutesOf)).toEqual([
      [0, 51, 4, undefined],
      [82, 82, 1, undefined],
    ]);
    expect(absorbed).toEqual([]);
  });

  it('extends a stored session forwards and backwards, and leaves an untouched one out', () => {
    const stored = [span('old', -300, -280, 4), span('s', 100, 110, 3)];
    const { written } = mergeIntoSessions(stored, [at(75), at(135)]);
    expect(written.map(minutesOf)).toEqual([[75, 135, 5, 's']]);
  });

  it('joins two stored sessions that a late hit falls between, into the earlier one', () => {
    const stored = [span('first', 0, 10, 2), span('second', 60, 70, 2)];
    const { written, absorbed } = mergeIntoSessions(stored, [at(35)]);
    expect(written.map(minutesOf)).toEqual([[0, 70, 5, 'first']]);
    expect(absorbed).toEqual(['second']);
  });

  it('counts a hit inside a stored session as one more page of it', () => {
    const { written } = mergeIntoSessions([span('s', 0, 40, 3)], [at(20)]);
    expect(written.map(minutesOf)).toEqual([[0, 40, 4, 's']]);
  });

  it('gives the same sessions whatever order and batches the hits come in', () => {
    const random = createPrng(7);
    const times = Array.from({ length: 300 }, () => at(Math.floor(random() * 3 * 24 * 60)));
    const reference = mergeIntoSessions<string>([], times).written.map(minutesOf);

    // The same hits shuffled into batches, each merged with what the batches before it stored.
    const shuffled = [...times].sort(() => random() - 0.5);
    let stored: Array<SessionSpan<string> & { stored: string }> = [];
    let nextId = 0;
    while (shuffled.length > 0) {
      const batch = shuffled.splice(0, 1 + Math.floor(random() * 40));
      const { written, absorbed } = mergeIntoSessions(stored, batch);
      const gone = new Set([...absorbed, ...written.flatMap((s) => (s.stored ? [s.stored] : []))]);
      stored = [
        ...stored.filter((s) => !gone.has(s.stored)),
        ...written.map((s) => ({ ...s, stored: s.stored ?? `n${nextId++}` })),
      ];
    }
    const final = stored
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
      .map((s) => minutesOf({ ...s, stored: undefined }));
    expect(final).toEqual(reference);
    expect(reference.length).toBeGreaterThan(10);
    expect(SESSION_GAP_MS).toBe(30 * MINUTE);
  });
});
