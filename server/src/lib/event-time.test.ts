import { describe, expect, it } from 'vitest';
import { eventTimeProblem } from './event-time';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('eventTimeProblem', () => {
  it('accepts any time from 1970 to a day ahead of now', () => {
    expect(eventTimeProblem(Date.UTC(1970, 0, 1), NOW)).toBeNull();
    expect(eventTimeProblem(Date.UTC(2025, 5, 1), NOW)).toBeNull();
    expect(eventTimeProblem(NOW + 24 * 3_600_000, NOW)).toBeNull();
  });

  it('names what is wrong with a time PostgreSQL could not store or that cannot have happened', () => {
    expect(eventTimeProblem(Number.NaN, NOW)).toBe('is not a valid date');
    expect(eventTimeProblem(Date.parse('0000-01-01T00:00:00Z'), NOW)).toBe('is before 1970');
    expect(eventTimeProblem(Date.parse('-001199-01-01T00:00:00Z'), NOW)).toBe('is before 1970');
    expect(eventTimeProblem(Date.UTC(1969, 11, 31, 23, 59, 59), NOW)).toBe('is before 1970');
    expect(eventTimeProblem(NOW + 24 * 3_600_000 + 1, NOW)).toBe('is in the future');
    expect(eventTimeProblem(Date.parse('9999-12-31T00:00:00Z'), NOW)).toBe('is in the future');
  });
});
