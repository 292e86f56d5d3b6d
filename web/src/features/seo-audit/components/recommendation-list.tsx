import type { Recommendation } from '@botlens/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Critical in solid red, so it stands out even among high ones. */
const PRIORITY_VARIANTS: Record<Recommendation['priority'], BadgeVariant> = {
  critical: 'destructive',
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

export function PriorityBadge({ priority }: { priority: Recommendation['priority'] }) {
  return (
    <Badge variant={PRIORITY_VARIANTS[priority]} className="capitalize">
      {priority}
    </Badge>
  );
}

type HeadingLevel = 'h3' | 'h4';

type RecommendationItemProps = { recommendation: Recommendation; headingLevel?: HeadingLevel };

/** What to change, why, and the evidence from the fetched documents that shows it. */
export function RecommendationItem({
  recommendation,
  headingLevel: Heading = 'h4',
}: RecommendationItemProps) {
  return (
    <article className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={recommendation.priority} />
        <Heading className="min-w-0 font-semibold break-words text-slate-900">{recommendation.title}</Heading>
      </div>
      <p className="text-sm break-words text-slate-700">{recommendation.description}</p>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-xs break-words text-slate-700">
        <span className="font-semibold text-slate-900">Evidence: </span>
        {recommendation.evidence}
      </p>
    </article>
  );
}

type RecommendationListProps = { recommendations: readonly Recommendation[]; headingLevel?: HeadingLevel };

export function RecommendationList({ recommendations, headingLevel }: RecommendationListProps) {
  return (
    <ul className="space-y-3">
      {recommendations.map((recommendation) => (
        <li key={recommendation.id}>
          <RecommendationItem recommendation={recommendation} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
