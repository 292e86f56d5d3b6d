import { describe, expect, it } from 'vitest';
import { pageSpeedScore } from './technical-seo';

describe('pageSpeedScore', () => {
  it('gives full points to a fast, light page and none to a slow, heavy one', () => {
    expect(pageSpeedScore(150, 50_000)).toBe(100);
    expect(pageSpeedScore(2500, 3 * 1024 * 1024)).toBe(0);
  });

  it('is linear between the bounds', () => {
    // Halfway on time (1100 ms) is 30 of 60; a 100 KB page keeps its 40.
    expect(pageSpeedScore(1100, 100 * 1024)).toBe(70);
    expect(pageSpeedScore(200, (2 * 1024 * 1024 + 100 * 1024) / 2)).toBe(80);
  });
});
