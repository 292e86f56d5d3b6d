import type { Website } from '@botlens/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { SubscriptionActivatedNotice } from '@/features/billing/components/subscription-activated-notice';
import { AUTO_REFRESH_MS } from './analytics-api';
import type { AnalyticsFilters } from './analytics-filters';
import { ActivityGridCard } from './components/activity-grid-card';
import { AnalyticsPageFrame } from './components/analytics-page-frame';
import { AnalyticsToolbar } from './components/analytics-toolbar';
import { ExportCsvLink } from './components/export-csv-link';
import { LiveBadge } from './components/live-badge';
import { BotTypeCard } from './dashboard/bot-type-card';
import { BreakdownCard } from './dashboard/breakdown-card';
import { EmbedPromoCard } from './dashboard/embed-promo-card';
import { NoDataWarning } from './dashboard/no-data-warning';
import { RealtimeActivityCard } from './dashboard/realtime-activity-card';
import { StatsCards } from './dashboard/stats-cards';
import { TopBotsCard } from './dashboard/top-bots-card';
import { TrafficTrendsCard } from './dashboard/traffic-trends-card';
import { useLiveActivity } from './dashboard/use-live-activity';
import { VerificationCard } from './dashboard/verification-card';
import { useAnalyticsParams } from './use-analytics-params';
import { useStatsQuery } from './use-analytics-queries';

/** Part 1 §2.9: the selected website's bot traffic, refreshed every 30 s and pushed live as hits land. */
export function DashboardPage() {
  const params = useAnalyticsParams();
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Dashboard Overview"
        description="Monitor your robot traffic in real-time"
        actions={
          <Button asChild variant="outline">
            <Link href="/ai-seo-analysis">
              <Sparkles aria-hidden="true" />
              AI SEO Analysis
            </Link>
          </Button>
        }
      />
      <SubscriptionActivatedNotice />
      <AnalyticsPageFrame params={params}>
        {(website) => (
          <DashboardBody
            key={website.id}
            website={website}
            websites={params.list}
            filters={{ ...params.filters, type: 'all' }}
            onSelectWebsite={params.selectWebsite}
            onFiltersChange={params.setFilters}
          />
        )}
      </AnalyticsPageFrame>
    </PageContainer>
  );
}

type DashboardBodyProps = {
  website: Website;
  websites: readonly Website[];
  filters: AnalyticsFilters;
  onSelectWebsite: (websiteId: number) => void;
  onFiltersChange: (changes: Partial<AnalyticsFilters>) => void;
};

function DashboardBody({ website, websites, filters, onSelectWebsite, onFiltersChange }: DashboardBodyProps) {
  const live = useLiveActivity(website.id);
  const stats = useStatsQuery(website.id, filters, { refetchInterval: AUTO_REFRESH_MS });
  const shared = { websiteId: website.id, filters, refetchInterval: AUTO_REFRESH_MS };
  return (
    <>
      <AnalyticsToolbar
        websites={websites}
        selected={website}
        onSelectWebsite={onSelectWebsite}
        filters={filters}
        onFiltersChange={onFiltersChange}
        showTypeFilter={false}
      >
        <LiveBadge state={live} />
        <ExportCsvLink websiteId={website.id} filters={filters} />
      </AnalyticsToolbar>

      {stats.data?.totalVisits === 0 && <NoDataWarning website={website} />}
      <StatsCards stats={stats} range={filters.range} />

      <div className="grid gap-6 lg:grid-cols-3">
        <TrafficTrendsCard {...shared} className="lg:col-span-2" />
        <BotTypeCard stats={stats} />
      </div>

      <TopBotsCard {...shared} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RealtimeActivityCard
          websiteId={website.id}
          filters={filters}
          live={live}
          className="lg:col-span-2"
        />
        <div className="grid content-start gap-6">
          <VerificationCard stats={stats} />
          <BreakdownCard {...shared} />
          <EmbedPromoCard websiteId={website.id} />
        </div>
      </div>

      <ActivityGridCard {...shared} title="Page Activity Heatmap" />
    </>
  );
}
