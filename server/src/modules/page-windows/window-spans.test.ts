import { describe, expect, it } from 'vitest';
import { analyticsWindow } from '../analytics/analytics-window';
import { advanceDeltas, floorHour, type WindowDelta, windowsAsOf } from './window-spans';

const windowsContaining = (at: number, asOfHour: number) =>
  windowsAsOf(asOfHour).filter((span) => at >= span.from && at < span.to);

const HOUR = 3_600_000;
const H = Date.UTC(2026, 10, 22, 13);

/** Hours covered by applying deltas on top of a window's hour set: what a count over raw hits would see. */
function applyDeltas(start: Set<number>, deltas: WindowDelta[]): Set<number> {
  const hours = new Set(start);
  for (const delta of deltas) {
    for (let at = delta.from; at < delta.to; at += HOUR) {
      if (delta.sign === 1) {
        expect(hours.has(at), 'an hour is added twice').toBe(false);
        hours.add(at);
      } else {
        expect(hours.has(at), 'an hour is taken out that was not in').toBe(true);
        hours.delete(at);
      }
    }
  }
  return hours;
}

function hoursOf(from: number, to: number): Set<number> {
  const hours = new Set<number>();
  for (let at = from; at < to; at += HOUR) hours.add(at);
  return hours;
}

describe('window spans', () => {
  it('are the analytics windows of a request made during the hour', () => {
    const spans = windowsAsOf(H);
    expect(spans).toHaveLength(8);
    const week = analyticsWindow({ range: 7, type: 'all', tz: 'UTC' }, new Date(H + 25 * 60_000));
    expect(spans).toContainEqual({
      rangeDays: 7,
      period: 0,
      from: week.start.getTime(),
      to: week.end.getTime(),
    });
    expect(spans).toContainEqual({
      rangeDays: 7,
      period: 1,
      from: week.previousStart.getTime(),
      to: week.start.getTime(),
    });
    expect(week.end.getTime() - week.start.getTime()).toBe(168 * HOUR);
  });

  it('places a hit in the windows that hold it, and a later hit in none', () => {
    const inCurrentDay = windowsContaining(H + 59 * 60_000, H).map((s) => `${s.rangeDays}/${s.period}`);
    expect(inCurrentDay).toEqual(['1/0', '7/0', '30/0', '90/0']);
    const yesterday = windowsContaining(H - 24 * HOUR, H).map((s) => `${s.rangeDays}/${s.period}`);
    expect(yesterday).toEqual(['1/1', '7/0', '30/0', '90/0']);
    expect(windowsContaining(H + HOUR, H)).toEqual([]);
    expect(windowsContaining(H - 180 * 24 * HOUR, H)).toEqual([]);
  });

  it('moves every window to exactly its new hours, for steps of an hour, a day and a year, and from nothing', () => {
    for (const step of [1, 5, 24, 24 * 8, 24 * 200, 24 * 365]) {
      const from = H;
      const to = H + step * HOUR;
      const deltas = advanceDeltas(from, to);
      for (const [index, before] of windowsAsOf(from).entries()) {
        const after = windowsAsOf(to)[index];
        if (!after) throw new Error('missing window');
        const mine = deltas.filter((d) => d.rangeDays === after.rangeDays && d.period === after.period);
        expect(applyDeltas(hoursOf(before.from, before.to), mine)).toEqual(hoursOf(after.from, after.to));
      }
    }
    const built = advanceDeltas(null, H);
    expect(built.every((d) => d.sign === 1)).toBe(true);
    expect(built).toHaveLength(8);
  });

  it('floors to the hour', () => {
    expect(floorHour(H + 3_599_999)).toBe(H);
  });
});
