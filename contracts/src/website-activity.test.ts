import { describe, expect, it } from 'vitest';
import { activityOf } from './website-import';

describe('activityOf', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it('is active with an event in the last 24 hours, idle before, and no data without one', () => {
    expect(activityOf(new Date(now - 60_000), now)).toBe('active');
    expect(activityOf(new Date(now - 24 * 3600_000), now)).toBe('active');
    expect(activityOf(new Date(now - 24 * 3600_000 - 1), now)).toBe('idle');
    expect(activityOf(null, now)).toBe('none');
  });
});
