import type { ScoreFactor } from '@botlens/contracts';
import { Calculator } from 'lucide-react';
import { Badge, type StatusVariant } from '@/components/ui/badge';
import { type FactorStatus, factorPoints, factorStatus } from '../score-factors';
import { AuditCard, EmptyNote } from './audit-card';
import { ScoreFactorsChart } from './score-factors-chart';

const STATUS_VARIANTS: Record<FactorStatus, StatusVariant> = {
  full: 'success',
  partial: 'warning',
  none: 'danger',
};

type ScoreFactorsCardProps = { factors: readonly ScoreFactor[]; score: number; level?: 2 | 3 };

/** How the score is made: each weighted factor with its points, the rule that gives them and the evidence. */
export function ScoreFactorsCard({ factors, score, level = 3 }: ScoreFactorsCardProps) {
  const total = factors.reduce((sum, factor) => sum + factor.weight, 0);
  return (
    <AuditCard
      title="How the score is made"
      icon={Calculator}
      level={level}
      description={
        factors.length > 0
          ? `${factors.length} weighted factors, ${total} points in all: this site earned ${score}.`
          : undefined
      }
    >
      {factors.length === 0 ? (
        <EmptyNote>This audit does not list the factors of its score.</EmptyNote>
      ) : (
        <div className="space-y-6">
          <ScoreFactorsChart factors={factors} />
          <ol className="divide-y">
            {factors.map((factor) => (
              <li key={factor.key} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">{factor.label}</p>
                  <Badge variant={STATUS_VARIANTS[factorStatus(factor)]} className="tabular-nums">
                    {factorPoints(factor)}
                  </Badge>
                </div>
                <p className="text-sm text-slate-600">
                  <span className="font-medium text-slate-700">Rule: </span>
                  {factor.rule}
                </p>
                <p className="text-sm break-words text-slate-600">
                  <span className="font-medium text-slate-700">Evidence: </span>
                  {factor.evidence}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </AuditCard>
  );
}
