import { type Recommendation, scoreBand } from '@botlens/contracts';
import { Callout } from '@/components/callout';
import { leadingRecommendation } from '../audit-bands';
import { PriorityBadge } from './recommendation-list';

type CriticalRecommendationProps = { score: number; recommendations: readonly Recommendation[] };

/** Part 2 §4: below 60 the most urgent recommendation is shown first, where it cannot be missed. */
export function CriticalRecommendation({ score, recommendations }: CriticalRecommendationProps) {
  const recommendation = leadingRecommendation(scoreBand(score), recommendations);
  if (!recommendation) return null;
  return (
    <Callout
      tone="danger"
      role="note"
      title={
        <span className="flex flex-wrap items-center gap-2">
          Needs improvement: {recommendation.title}
          <PriorityBadge priority={recommendation.priority} />
        </span>
      }
    >
      <p>{recommendation.description}</p>
      <p className="text-xs">
        <span className="font-semibold">Evidence: </span>
        {recommendation.evidence}
      </p>
    </Callout>
  );
}
