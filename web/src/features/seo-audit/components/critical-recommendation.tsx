import { type Recommendation, scoreBand } from '@botlens/contracts';
import { TriangleAlert } from 'lucide-react';
import { leadingRecommendation } from '../audit-bands';
import { PriorityBadge } from './recommendation-list';

type CriticalRecommendationProps = { score: number; recommendations: readonly Recommendation[] };

/** Part 2 §4: below 60 the most urgent recommendation is shown first, where it cannot be missed. */
export function CriticalRecommendation({ score, recommendations }: CriticalRecommendationProps) {
  const recommendation = leadingRecommendation(scoreBand(score), recommendations);
  if (!recommendation) return null;
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-red-900">
          Needs improvement: {recommendation.title}
          <PriorityBadge priority={recommendation.priority} />
        </p>
        <p className="break-words text-red-900">{recommendation.description}</p>
        <p className="text-xs break-words text-red-800">
          <span className="font-semibold">Evidence: </span>
          {recommendation.evidence}
        </p>
      </div>
    </div>
  );
}
