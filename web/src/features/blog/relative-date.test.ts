import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

describe('relativeDate', () => {
  const now = Date.parse('2026-05-20T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it('says Just now within the hour, and for a date slightly ahead', () => {
    expect(relativeDate(ago(0), now)).toBe('Just now');
    expect(relativeDate(ago(HOUR - 1), now)).toBe('Just now');
    expect(relativeDate(ago(-5 * 60_000), now)).toBe('Just now');
  });

  it('counts whole hours up to 24 hours, then whole days up to 7 days', () => {
    expect(relativeDate(ago(HOUR), now)).toBe('1h ago');
    expect(relativeDate(ago(23 * HOUR + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeDate(ago(DAY), now)).toBe('1d ago');
    expect(relativeDate(ago(7 * DAY - 1), now)).toBe('6d ago');
  });

  it('shows the long date from 7 days on, and nothing for a date that does not read', () => {
    expect(relativeDate('2026-05-13T12:00:00Z', now)).toBe('May 13, 2026');
    expect(relativeDate('2025-01-05T12:00:00Z', now)).toBe('January 5, 2025');
    expect(relativeDate('not a date', now)).toBe('');
  });
});
