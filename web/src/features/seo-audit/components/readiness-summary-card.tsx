import type { SeoAudit } from '@botlens/contracts';
import { FileBarChart, Gauge } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/features/analytics/analytics-format';
import { AuditCard } from './audit-card';
import { AuditedUrl } from './audited-url';
import { CriticalRecommendation } from './critical-recommendation';
import { DownloadReportLink } from './download-report-link';
import { ScoreBadges, ScoreMeter } from './score-display';

/** The result at a glance: score and band, what was analysed, and the ways to the full report. */
export function ReadinessSummaryCard({ audit }: { audit: SeoAudit }) {
  return (
    <AuditCard
      title="AI Readiness Summary"
      icon={Gauge}
      actions={
        <>
          <Button asChild>
            <Link href={`/audit/${encodeURIComponent(audit.auditId)}`}>
              <FileBarChart aria-hidden="true" />
              View Full Report
            </Link>
          </Button>
          <DownloadReportLink auditId={audit.auditId} />
        </>
      }
    >
      <div className="space-y-5">
        <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr] md:items-center">
          <ScoreMeter score={audit.aiReadinessScore} />
          <div className="min-w-0 space-y-2">
            <ScoreBadges score={audit.aiReadinessScore} />
            <p className="text-lg font-semibold break-all text-slate-900">{audit.domain}</p>
            <p className="text-sm text-slate-600">
              Analysed <AuditedUrl url={audit.url} /> on {formatDateTime(audit.createdAt)}
            </p>
          </div>
        </div>
        <CriticalRecommendation
          score={audit.aiReadinessScore}
          recommendations={audit.auditData.recommendations}
        />
      </div>
    </AuditCard>
  );
}
