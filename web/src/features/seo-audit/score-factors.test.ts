import type { ScoreFactor } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { factorChartData, factorChartSummary, factorPoints, factorStatus } from './score-factors';

const factor = (label: string, weight: number, earned: number): ScoreFactor => ({
  key: 'technical',
  label,
  weight,
  earned,
  rule: '',
  evidence: '',
});

describe('score factors', () => {
  const factors = [
    factor('AI crawler access', 20, 20),
    factor('Technical', 10, 6),
    factor('llms.txt', 10, 0),
  ];

  it('says whether a factor earned all, some or none of its points', () => {
    expect(factors.map(factorStatus)).toEqual(['full', 'partial', 'none']);
    expect(factorPoints(factor('Content depth', 15, 7.5))).toBe('7.5 of 15 points');
  });

  it('splits each weight into earned and missed points for the chart', () => {
    expect(factorChartData(factors)).toEqual({
      labels: ['AI crawler access', 'Technical', 'llms.txt'],
      earned: [20, 6, 0],
      missed: [0, 4, 10],
      statuses: ['full', 'partial', 'none'],
    });
  });

  it('summarises the chart in words', () => {
    expect(factorChartSummary(factors)).toBe(
      'AI crawler access 20 of 20 points; Technical 6 of 10 points; llms.txt 0 of 10 points',
    );
  });
});
