import type { Recommendation } from '@botlens/contracts';
import { ListOrdered } from 'lucide-react';
import { AuditCard, EmptyNote } from './audit-card';
import { RecommendationList } from './recommendation-list';

/** How many the card lists; the Actions tab has them all. */
const SHOWN = 5;

export function PriorityRecommendationsCard({
  recommendations,
}: {
  recommendations: readonly Recommendation[];
}) {
  const rest = recommendations.length - SHOWN;
  return (
    <AuditCard
      title="Priority Recommendations"
      icon={ListOrdered}
      description="Most urgent first. Each cites what the audit found."
    >
      {recommendations.length === 0 ? (
        <EmptyNote>No recommendations: the audit found nothing to fix.</EmptyNote>
      ) : (
        <div className="space-y-3">
          <RecommendationList recommendations={recommendations.slice(0, SHOWN)} headingLevel="h3" />
          {rest > 0 && (
            <p className="text-sm text-slate-600">
              {rest} more recommendation{rest === 1 ? '' : 's'} in the Actions tab below.
            </p>
          )}
        </div>
      )}
    </AuditCard>
  );
}
