import { type Recommendation, scoreBand } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { byPriority, intentBand, leadingRecommendation } from './audit-bands';

const rec = (id: string, priority: Recommendation['priority']): Recommendation => ({
  id,
  priority,
  factor: 'technical',
  title: id,
  description: '',
  evidence: '',
});

describe('intentBand', () => {
  it('puts over 70 high, over 40 medium, the rest low (the bounds themselves fall below)', () => {
    expect(intentBand(71).level).toBe('high');
    expect(intentBand(70).level).toBe('medium');
    expect(intentBand(41).level).toBe('medium');
    expect(intentBand(40).level).toBe('low');
    expect(intentBand(0).level).toBe('low');
  });
});

describe('byPriority', () => {
  it('orders critical, high, medium, low and keeps the order within a priority', () => {
    const sorted = byPriority([rec('a', 'low'), rec('b', 'high'), rec('c', 'critical'), rec('d', 'high')]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('leadingRecommendation', () => {
  const recs = [rec('meta', 'medium'), rec('blocked', 'critical')];
  it('leads with the critical recommendation only below 60', () => {
    expect(leadingRecommendation(scoreBand(59), recs)?.id).toBe('blocked');
    expect(leadingRecommendation(scoreBand(60), recs)).toBeNull();
    expect(leadingRecommendation(scoreBand(30), [])).toBeNull();
  });
});
