import { RECOMMENDATION_PRIORITIES, type Recommendation } from '@botlens/contracts';
import type { AuditEvidence } from './audit-evidence';
import { accessRecommendations } from './recommend-access';
import { contentRecommendations } from './recommend-content';
import { discoveryRecommendations } from './recommend-discovery';
import { FACTOR_WEIGHTS } from './score-factors';

/**
 * What to fix, most urgent first, each from one observation in the evidence (named in `evidence`).
 * critical: AI answer engines cannot use the site at all (blocked, noindex, unreadable robots.txt, no
 * working https); high: a large part of the score; medium and low: the rest.
 */
export function recommendations(evidence: AuditEvidence): Recommendation[] {
  const found = [
    ...accessRecommendations(evidence),
    ...contentRecommendations(evidence),
    ...discoveryRecommendations(evidence),
  ];

  const rank = (r: Recommendation) => RECOMMENDATION_PRIORITIES.indexOf(r.priority);
  return found.sort((a, b) => rank(a) - rank(b) || FACTOR_WEIGHTS[b.factor] - FACTOR_WEIGHTS[a.factor]);
}

/** The five most urgent recommendations, as short things to do. */
export function quickActions(list: Recommendation[]): string[] {
  return list.slice(0, 5).map((r) => r.title);
}
