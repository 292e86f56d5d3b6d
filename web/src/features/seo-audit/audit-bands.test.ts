import { type Recommendation, scoreBand } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { intentBand, leadingRecommendation } from './audit-bands';

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

describe('leadingRecommendation', () => {
  // As the server sends them: most urgent first.
  const recs = [rec('blocked', 'critical'), rec('meta', 'medium')];
  it('leads with the most urgent recommendation only below 60', () => {
    expect(leadingRecommendation(scoreBand(59), recs)?.id).toBe('blocked');
    expect(leadingRecommendation(scoreBand(60), recs)).toBeNull();
    expect(leadingRecommendation(scoreBand(30), [])).toBeNull();
  });
});
