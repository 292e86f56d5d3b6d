import { describe, expect, it } from 'vitest';
import { nextMondayMorning } from './weekly-digest';

describe('nextMondayMorning', () => {
  it('is the coming Monday at 07:00 UTC', () => {
    // Friday 27 November 2026.
    expect(new Date(nextMondayMorning(Date.UTC(2026, 10, 27, 12))).toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
  });
  it('is a week later once Monday 07:00 has passed, and the same day before it', () => {
    expect(new Date(nextMondayMorning(Date.UTC(2026, 10, 30, 7))).toISOString()).toBe(
      '2026-12-07T07:00:00.000Z',
    );
    expect(new Date(nextMondayMorning(Date.UTC(2026, 10, 30, 6))).toISOString()).toBe(
      '2026-11-30T07:00:00.000Z',
    );
  });
});
