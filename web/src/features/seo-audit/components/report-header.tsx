import type { SeoAudit } from '@botlens/contracts';
import { ChevronRight, Copy, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateTime } from '@/features/analytics/analytics-format';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { AuditedUrl } from './audited-url';
import { DownloadReportLink } from './download-report-link';
import { ScoreBadges, ScoreMeter } from './score-display';

export function ReportBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link href="/ai-seo-analysis" className="hover:text-blue-700 hover:underline">
            AI SEO Analysis
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 font-medium break-all text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The report's title block: what was audited, when, its score, and the share, download and copy actions. */
export function ReportHeader({ audit }: { audit: SeoAudit }) {
  return (
    <div className="space-y-4">
      <ReportBreadcrumb current={`Audit report: ${audit.domain}`} />
      <Card>
        <CardContent className="grid gap-6 p-6 md:grid-cols-[1fr_minmax(0,18rem)] md:items-center">
          <div className="min-w-0 space-y-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              AI Readiness Report
              <span className="mt-1 block text-xl font-semibold break-all text-blue-700 sm:text-2xl">
                {audit.domain}
              </span>
            </h1>
            <p className="text-sm text-slate-600">
              Analysed <AuditedUrl url={audit.url} /> on {formatDateTime(audit.createdAt)} · Status:{' '}
              <span className="capitalize">{audit.status}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  void copyWithToast(window.location.href, 'The link to this report has been copied.')
                }
              >
                <Share2 aria-hidden="true" />
                Share Report
              </Button>
              <DownloadReportLink auditId={audit.auditId} />
              <Button
                variant="outline"
                onClick={() => void copyWithToast(audit.domain, `${audit.domain} has been copied.`)}
              >
                <Copy aria-hidden="true" />
                Copy Domain
              </Button>
            </div>
          </div>
          <div className="space-y-3 rounded-xl border bg-slate-50 p-4">
            <p className="text-sm font-medium text-slate-600">AI readiness score</p>
            <ScoreMeter score={audit.aiReadinessScore} />
            <ScoreBadges score={audit.aiReadinessScore} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
