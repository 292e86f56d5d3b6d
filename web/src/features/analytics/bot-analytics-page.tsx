import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { BotActivityCard } from './bot-analytics/bot-activity-card';
import { BotSessionsCard } from './bot-analytics/bot-sessions-card';
import { BotTypeCards } from './bot-analytics/bot-type-cards';
import { AnalyticsPageFrame } from './components/analytics-page-frame';
import { AnalyticsToolbar } from './components/analytics-toolbar';
import { ExportCsvLink } from './components/export-csv-link';
import { useAnalyticsParams } from './use-analytics-params';
import { useStatsQuery } from './use-analytics-queries';

/** Part 1 §2.10: per-type counts, every bot of the period, and the latest sessions, for the chosen website. */
export function BotAnalyticsPage() {
  const params = useAnalyticsParams();
  const { filters } = params;
  const stats = useStatsQuery(params.selected?.id, { ...filters, type: 'all' });
  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Bot Analytics" description="Detailed analysis of bot behavior and patterns" />
      <AnalyticsPageFrame params={params}>
        {(website) => (
          <>
            <AnalyticsToolbar
              websites={params.list}
              selected={website}
              onSelectWebsite={params.selectWebsite}
              filters={filters}
              onFiltersChange={params.setFilters}
            >
              <ExportCsvLink websiteId={website.id} filters={filters} />
            </AnalyticsToolbar>
            <BotTypeCards
              stats={stats}
              selected={filters.type}
              onSelect={(type) => params.setFilters({ type })}
            />
            <BotActivityCard websiteId={website.id} filters={filters} />
            <BotSessionsCard websiteId={website.id} filters={filters} />
          </>
        )}
      </AnalyticsPageFrame>
    </PageContainer>
  );
}
