import { describe, expect, it } from 'vitest';
import { formatChange, percentChange } from './period-change';

describe('the change against the previous period', () => {
  it('computes the change against the previous period, none when the previous one is empty', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(10, 0)).toBeNull();
    expect(formatChange(12.345)).toBe('+12.3%');
    expect(formatChange(-50)).toBe('-50.0%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(250)).toBe('+250%');
  });
});
