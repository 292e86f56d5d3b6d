import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';
import { createPrng } from './prng';

describe('isoTime', () => {
  it('writes what toISOString writes, across days, milliseconds and the range edges', () => {
    const random = createPrng(27);
    const instants = [
      0,
      Date.UTC(2026, 10, 27, 23, 59, 59, 999),
      Date.UTC(2026, 10, 28, 0, 0, 0, 0),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      ...Array.from({ length: 5000 }, () => Math.floor(random() * Date.UTC(2100, 0, 1))),
      // Many in one day, as a batch's rows are, after one in another day.
      ...Array.from({ length: 500 }, (_, i) => Date.UTC(2025, 0, 1) + i * 997),
    ];
    for (const at of instants) expect(isoTime(new Date(at))).toBe(new Date(at).toISOString());
  });

  it('leaves years outside 1970–9999 to toISOString, and an invalid date throws as it does', () => {
    for (const at of [-1, Date.UTC(1969, 5, 1, 12), Date.UTC(10000, 0, 1), -62198755200000]) {
      expect(isoTime(new Date(at))).toBe(new Date(at).toISOString());
    }
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
