import { describe, expect, it } from 'vitest';
import { scoreBand } from './seo-audit-summary';

describe('scoreBand', () => {
  it.each([
    [100, 'green', 'Excellent'],
    [90, 'green', 'Excellent'],
    [89, 'green', 'High-Performance'],
    [80, 'green', 'High-Performance'],
    [79, 'yellow', 'Good'],
    [60, 'yellow', 'Good'],
    [59, 'red', 'Poor Performance'],
    [0, 'red', 'Poor Performance'],
  ])('%i is %s, %s', (score, tone, label) => {
    expect(scoreBand(score)).toMatchObject({ tone, label, needsImprovement: score < 60 });
  });
});
