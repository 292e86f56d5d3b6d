import type { Recommendation } from '@botlens/contracts';
import { ClipboardList, Zap } from 'lucide-react';
import { AuditCard, EmptyNote } from './audit-card';
import { RecommendationList } from './recommendation-list';

type ActionsPanelProps = { quickActions: readonly string[]; recommendations: readonly Recommendation[] };

/** The to-do list: quick actions in a line each, then every recommendation with its evidence. */
export function ActionsPanel({ quickActions, recommendations }: ActionsPanelProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <AuditCard title="Quick actions" icon={Zap} level={3} description="The most urgent changes, in short.">
        {quickActions.length === 0 ? (
          <EmptyNote>Nothing urgent to change.</EmptyNote>
        ) : (
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
            {quickActions.map((action) => (
              <li key={action} className="break-words">
                {action}
              </li>
            ))}
          </ol>
        )}
      </AuditCard>
      <AuditCard
        title="Recommendations"
        icon={ClipboardList}
        level={3}
        description="Most urgent first, each with the evidence from the fetched documents."
      >
        {recommendations.length === 0 ? (
          <EmptyNote>No recommendations: the audit found nothing to fix.</EmptyNote>
        ) : (
          <RecommendationList recommendations={recommendations} />
        )}
      </AuditCard>
    </div>
  );
}
