import type { TrendPoint } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  autoGranularity,
  bucketEnd,
  chosenGranularity,
  partialBuckets,
  partialNote,
  windowStart,
} from './trend-granularity';
import { bucketLabel, bucketTitle } from './trend-labels';

const HOUR = 3_600_000;
/** A local time, as the server's buckets are in the viewer's zone. */
const local = (text: string) => new Date(text).toISOString();
const point = (hour: string): TrendPoint => ({ hour, totalBots: 1, aiCrawlers: 0 });

describe('the trend granularity', () => {
  it('follows the range: hourly up to 2 days, daily up to 60, weekly beyond', () => {
    expect(autoGranularity('1')).toBe('hourly');
    expect(autoGranularity('7')).toBe('daily');
    expect(autoGranularity('30')).toBe('daily');
    expect(autoGranularity('90')).toBe('weekly');
  });

  it("keeps the user's pick for the range it was made on, and not for another", () => {
    expect(chosenGranularity('30', { range: '30', granularity: 'hourly' })).toBe('hourly');
    expect(chosenGranularity('90', { range: '30', granularity: 'hourly' })).toBe('weekly');
    expect(chosenGranularity('90', null)).toBe('weekly');
  });
});

describe('axis labels', () => {
  it('carry the date by the hour as well as by the day and week', () => {
    expect(bucketLabel(local('2025-11-21T14:00:00'), 'hourly')).toEqual(['14:00', 'Nov 21']);
    expect(bucketLabel(local('2025-11-22T00:00:00'), 'hourly')).toEqual(['00:00', 'Nov 22']);
    expect(bucketLabel(local('2025-11-21T00:00:00'), 'daily')).toBe('Nov 21');
    expect(bucketLabel(local('2025-11-17T00:00:00'), 'weekly')).toBe('Nov 17');
    // In the zone the buckets were asked in: Kolkata's midnight is 18:30 UTC the day before.
    expect(bucketLabel('2025-11-20T18:30:00.000Z', 'hourly', 'Asia/Kolkata')).toEqual(['00:00', 'Nov 21']);
    expect(bucketLabel('2025-11-20T18:30:00.000Z', 'daily', 'UTC')).toBe('Nov 20');
    expect(bucketTitle('2025-11-20T18:30:00.000Z', 'hourly', 'Asia/Kolkata')).toBe('Fri, Nov 21, 00:00');
  });
});

describe('partial buckets', () => {
  it('starts the window at the hour the server starts it', () => {
    const now = Date.parse('2025-11-21T14:25:00Z');
    expect(windowStart('1', now)).toBe(Date.parse('2025-11-20T15:00:00Z'));
    expect(windowStart('7', now)).toBe(Date.parse('2025-11-14T15:00:00Z'));
  });

  it('ends a day or a week at the next local midnight, an hour an hour later', () => {
    expect(bucketEnd(local('2025-11-21T00:00:00'), 'daily')).toBe(Date.parse(local('2025-11-22T00:00:00')));
    expect(bucketEnd(local('2025-11-17T00:00:00'), 'weekly')).toBe(Date.parse(local('2025-11-24T00:00:00')));
    expect(bucketEnd(local('2025-11-21T14:00:00'), 'hourly')).toBe(
      Date.parse(local('2025-11-21T14:00:00')) + HOUR,
    );
  });

  it('marks today as partial, and the first day when the range starts part-way through it', () => {
    const now = Date.parse(local('2025-11-21T14:25:00'));
    const days = ['2025-11-14', '2025-11-15', '2025-11-16', '2025-11-17', '2025-11-18', '2025-11-19'];
    const points = [...days, '2025-11-20', '2025-11-21'].map((day) => point(local(`${day}T00:00:00`)));
    const partial = partialBuckets(points, 'daily', '7', now);
    expect(partial).toEqual({ first: true, last: true });
    expect(partialNote(partial, 'daily')).toBe(
      'Dashed lines mark partial days: the range starts part-way through the first day, and today is not over yet.',
    );
  });

  it('marks this week as partial over 90 days, not as a fall to zero', () => {
    const now = Date.parse(local('2025-11-21T14:25:00'));
    const weeks = ['2025-11-03', '2025-11-10', '2025-11-17'].map((day) => point(local(`${day}T00:00:00`)));
    expect(partialBuckets(weeks, 'weekly', '90', now).last).toBe(true);
    expect(partialNote({ first: false, last: true }, 'weekly')).toBe(
      'Dashed lines mark partial weeks: this week is not over yet.',
    );
  });

  it('leaves whole hours whole: only the current one is partial', () => {
    const now = Date.parse('2025-11-21T14:25:00Z');
    const hours = Array.from({ length: 24 }, (_, index) =>
      point(new Date(windowStart('1', now) + index * HOUR).toISOString()),
    );
    expect(partialBuckets(hours, 'hourly', '1', now)).toEqual({ first: false, last: true });
    expect(partialBuckets(hours, 'hourly', '1', now + 2 * HOUR).last).toBe(false);
    expect(partialNote({ first: false, last: false }, 'hourly')).toBe(null);
  });
});
