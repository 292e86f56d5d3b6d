import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RANGE_LABELS, type Range } from './analytics-filters';
import { ActivityGridCard } from './components/activity-grid-card';
import { AnalyticsPageFrame } from './components/analytics-page-frame';
import { AnalyticsToolbar } from './components/analytics-toolbar';
import { HourlyPatternCard } from './heatmaps/hourly-pattern-card';
import { TopPagesCard } from './heatmaps/top-pages-card';
import { useAnalyticsParams } from './use-analytics-params';

/** Part 1 §2.12 names the one-day range 'Today' here (the last 24 hours, as everywhere). */
const HEATMAP_RANGE_LABELS: Record<Range, string> = { ...RANGE_LABELS, '1': 'Today' };

/** Part 1 §2.12: when (weekday × hour, hour of day) and where (top pages) bots are most active. */
export function HeatmapsPage() {
  const params = useAnalyticsParams();
  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Activity Heatmaps" description="When and where bots are most active on your site" />
      <AnalyticsPageFrame params={params}>
        {(website) => (
          <>
            <AnalyticsToolbar
              websites={params.list}
              selected={website}
              onSelectWebsite={params.selectWebsite}
              filters={params.filters}
              onFiltersChange={params.setFilters}
              rangeLabels={HEATMAP_RANGE_LABELS}
            />
            <ActivityGridCard
              websiteId={website.id}
              filters={params.filters}
              title="Activity by Day and Hour"
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <TopPagesCard websiteId={website.id} filters={params.filters} />
              <HourlyPatternCard websiteId={website.id} filters={params.filters} />
            </div>
          </>
        )}
      </AnalyticsPageFrame>
    </PageContainer>
  );
}
