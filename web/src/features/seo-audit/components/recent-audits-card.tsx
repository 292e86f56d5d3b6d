import type { SeoAuditSummary } from '@botlens/contracts';
import { FileBarChart, History, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/features/analytics/analytics-format';
import { auditListView } from '../audit-list';
import { useSeoAuditsQuery } from '../use-seo-audits-query';
import { AuditCard, EmptyNote } from './audit-card';
import { ScoreBadges } from './score-display';

type RecentAuditsCardProps = {
  onReanalyze: (domain: string) => void;
  /** While an analysis runs, Re-analyze waits for it. */
  pending: boolean;
};

function AuditRow({ audit, onReanalyze, pending }: { audit: SeoAuditSummary } & RecentAuditsCardProps) {
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">{audit.domain}</p>
          <p className="text-xs text-slate-600">{formatDateTime(audit.createdAt)}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="text-lg font-bold tabular-nums text-slate-900">{audit.aiReadinessScore}</span>
          <span className="text-xs text-slate-600"> / 100</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ScoreBadges score={audit.aiReadinessScore} />
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/audit/${encodeURIComponent(audit.auditId)}`}
              aria-label={`View Report for ${audit.domain}`}
            >
              <FileBarChart aria-hidden="true" />
              View Report
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => onReanalyze(audit.domain)}
            aria-label={`Re-analyze ${audit.domain}`}
          >
            <RotateCw aria-hidden="true" />
            Re-analyze
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The caller's recent audits (part 2 §2): the newest 20, and a note when there are more. */
export function RecentAuditsCard({ onReanalyze, pending }: RecentAuditsCardProps) {
  const query = useSeoAuditsQuery();
  return (
    <AuditCard title="Recent audits" icon={History}>
      {query.isPending ? (
        <div role="status" aria-label="Loading recent audits" className="space-y-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          title="Could not load your audits"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data || query.data.length === 0 ? (
        <EmptyNote>No audits yet. Analyse a website and its report will be listed here.</EmptyNote>
      ) : (
        <AuditList audits={query.data} onReanalyze={onReanalyze} pending={pending} />
      )}
    </AuditCard>
  );
}

function AuditList({ audits, ...props }: { audits: readonly SeoAuditSummary[] } & RecentAuditsCardProps) {
  const view = auditListView(audits);
  return (
    <>
      {/* A bounded box: the page goes on below it, and each row's buttons scroll it into view by keyboard. */}
      <ul className="-mx-2 max-h-[36rem] divide-y overflow-y-auto px-2">
        {view.shown.map((audit) => (
          <AuditRow key={audit.auditId} audit={audit} {...props} />
        ))}
      </ul>
      {view.note && <p className="mt-3 rounded-md bg-slate-50 p-3 text-xs text-slate-600">{view.note}</p>}
    </>
  );
}
