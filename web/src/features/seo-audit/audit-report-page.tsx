import type { SeoAudit } from '@botlens/contracts';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { REPORT_FAQ } from './audit-faq';
import { AuditNotFound } from './components/audit-not-found';
import { ExecutiveSummaryCard } from './components/executive-summary-card';
import { FaqAccordion } from './components/faq-accordion';
import { MetaDataSummary } from './components/meta-data-summary';
import { PriorityRecommendationsCard } from './components/priority-recommendations-card';
import { ReportHeader } from './components/report-header';
import { ReportSkeleton } from './components/report-skeleton';
import { ReportTabs } from './components/report-tabs';
import { useAuditQuery } from './use-audit-query';

/** A 404, or a 400 for an id that cannot be one: either way there is no such audit. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Part 2 §2: /audit/{auditId}, the stored audit as a report anyone with the link may read. */
export function AuditReportPage() {
  const { auditId = '' } = useParams<{ auditId: string }>();
  const query = useAuditQuery(auditId);
  const missing = query.isError && isMissing(query.error);

  useEffect(() => {
    if (missing) toast({ title: 'Audit not found', variant: 'destructive' });
  }, [missing]);

  if (query.isPending) return <ReportSkeleton />;
  if (missing) return <AuditNotFound />;
  if (query.isError || !query.data) {
    return (
      <PageContainer>
        <LoadError
          title="Could not load the audit report"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </PageContainer>
    );
  }
  return <AuditReport audit={query.data} />;
}

function AuditReport({ audit }: { audit: SeoAudit }) {
  useDocumentTitle(`AI Readiness Report: ${audit.domain}`);
  return (
    <PageContainer className="space-y-6">
      <ReportHeader audit={audit} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <ExecutiveSummaryCard audit={audit} />
          <PriorityRecommendationsCard recommendations={audit.auditData.recommendations} />
        </div>
        <MetaDataSummary meta={audit.auditData.metaData} />
      </div>
      <ReportTabs audit={audit} />
      <FaqAccordion items={REPORT_FAQ} />
    </PageContainer>
  );
}
