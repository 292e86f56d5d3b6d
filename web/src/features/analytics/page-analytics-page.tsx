import { FileText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AnalyticsFilters } from './analytics-filters';
import { AnalyticsCard } from './components/analytics-card';
import { AnalyticsPageFrame } from './components/analytics-page-frame';
import { AnalyticsToolbar } from './components/analytics-toolbar';
import { PageBreakdownTable } from './page-analytics/page-breakdown-table';
import { PageSummaryCards } from './page-analytics/page-summary-cards';
import { useAnalyticsParams } from './use-analytics-params';
import { useHeatmapQuery, useStatsQuery } from './use-analytics-queries';

/** Part 1 §2.11: which pages bots crawl and how long they stay, for the chosen website and filters. */
export function PageAnalyticsPage() {
  const params = useAnalyticsParams();
  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Page Analytics" description="Which pages bots crawl and how long they stay" />
      <AnalyticsPageFrame params={params}>
        {(website) => (
          <>
            <AnalyticsToolbar
              websites={params.list}
              selected={website}
              onSelectWebsite={params.selectWebsite}
              filters={params.filters}
              onFiltersChange={params.setFilters}
            />
            <PageAnalyticsBody websiteId={website.id} filters={params.filters} />
          </>
        )}
      </AnalyticsPageFrame>
    </PageContainer>
  );
}

/** The screen's figures for one website: also a shared dashboard's Page Analytics tab. */
export function PageAnalyticsBody({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  const stats = useStatsQuery(websiteId, filters);
  const pages = useHeatmapQuery(websiteId, filters);
  return (
    <>
      <PageSummaryCards stats={stats} pages={pages} />
      <AnalyticsCard
        title="Page Activity Breakdown"
        icon={FileText}
        description="The 50 pages with the most bot visits"
      >
        <QueryState query={pages} errorTitle="Could not load the pages" skeleton={<TableSkeleton rows={8} />}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<FileText className="size-8" />}
                title="No Page Data Available"
                description="No bot has visited a page in this period. Try a longer time range or another bot type."
              />
            ) : (
              <PageBreakdownTable pages={list} />
            )
          }
        </QueryState>
      </AnalyticsCard>
    </>
  );
}
