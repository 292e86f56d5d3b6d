import { describe, expect, it } from 'vitest';
import { midSentence, scoreBand } from './seo-audit-summary';

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

describe('midSentence', () => {
  it.each([
    ['AI crawler access', 'AI crawler access'],
    ['High-Performance', 'high-performance'],
    ['Poor Performance', 'poor performance'],
    ['Content depth', 'content depth'],
    ['llms.txt', 'llms.txt'],
    ['FAQ schema for HowTo pages', 'FAQ schema for HowTo pages'],
  ])('%s reads as "%s" inside a sentence', (label, expected) => {
    expect(midSentence(label)).toBe(expected);
  });
});
