import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AUTO_REFRESH_MS } from '@/features/analytics/analytics-api';
import type { AnalyticsFilters } from '@/features/analytics/analytics-filters';
import { SharedAnalyticsProvider, type SharedAnalyticsSource } from '@/features/analytics/analytics-source';
import { BotActivityCard } from '@/features/analytics/bot-analytics/bot-activity-card';
import { BotSessionsCard } from '@/features/analytics/bot-analytics/bot-sessions-card';
import { BotTypeCards } from '@/features/analytics/bot-analytics/bot-type-cards';
import { ActivityGridCard } from '@/features/analytics/components/activity-grid-card';
import { AnalyticsToolbar } from '@/features/analytics/components/analytics-toolbar';
import { BotTypeCard } from '@/features/analytics/dashboard/bot-type-card';
import { BreakdownCard } from '@/features/analytics/dashboard/breakdown-card';
import { StatsCards } from '@/features/analytics/dashboard/stats-cards';
import { TopBotsCard } from '@/features/analytics/dashboard/top-bots-card';
import { TrafficTrendsCard } from '@/features/analytics/dashboard/traffic-trends-card';
import { VerificationCard } from '@/features/analytics/dashboard/verification-card';
import { PageAnalyticsBody } from '@/features/analytics/page-analytics-page';
import { useStatsQuery } from '@/features/analytics/use-analytics-queries';
import { sharedApiBase } from './use-shared-dashboard-query';
import { type SharedView, useSharedViewParams } from './use-shared-view-params';

/**
 * The cards of the analytics screens read a website id; here the source (analytics-source.tsx) points every
 * read at the shared link instead, so the id is never used and the page never learns the real one.
 */
const SHARED_WEBSITE_ID = 0;

const VIEW_LABELS: Record<SharedView, string> = {
  dashboard: 'Dashboard',
  bots: 'Bot Analytics',
  pages: 'Page Analytics',
};

/** The owner's analytics screens for the link's website, read-only, as tabs. */
export function SharedAnalyticsViews({ slug }: { slug: string }) {
  return (
    <ReadOnlyAnalyticsViews
      source={{
        apiBase: sharedApiBase(slug),
        botsHref: (range: string) => `/share/${slug}?view=bots&range=${range}`,
      }}
    />
  );
}

/**
 * A website's analytics screens, read-only, as tabs, reading under `source.apiBase`: a shared link's
 * (/api/shared/<slug>), or the website's own (/api/websites/<id>) for an administrator looking at any.
 */
export function ReadOnlyAnalyticsViews({ source }: { source: SharedAnalyticsSource }) {
  const { view, filters, setView, setFilters } = useSharedViewParams();
  const toolbar = (showTypeFilter: boolean) => (
    <AnalyticsToolbar filters={filters} onFiltersChange={setFilters} showTypeFilter={showTypeFilter} />
  );
  return (
    <SharedAnalyticsProvider source={source}>
      <Tabs value={view} onValueChange={(next) => setView(next as SharedView)} className="space-y-6">
        <TabsList className="flex-wrap">
          {Object.entries(VIEW_LABELS).map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <SharedTab value="dashboard">
          {toolbar(false)}
          <SharedDashboardBody filters={{ ...filters, type: 'all' }} />
        </SharedTab>
        <SharedTab value="bots">
          {toolbar(true)}
          <SharedBotsBody filters={filters} onSelectType={(type) => setFilters({ type })} />
        </SharedTab>
        <SharedTab value="pages">
          {toolbar(true)}
          <PageAnalyticsBody websiteId={SHARED_WEBSITE_ID} filters={filters} />
        </SharedTab>
      </Tabs>
    </SharedAnalyticsProvider>
  );
}

function SharedTab({ value, children }: { value: SharedView; children: ReactNode }) {
  return (
    <TabsContent value={value} className="space-y-6">
      {children}
    </TabsContent>
  );
}

/** The dashboard's figures without what only the owner has (live feed, export, setup prompts). */
function SharedDashboardBody({ filters }: { filters: AnalyticsFilters }) {
  const stats = useStatsQuery(SHARED_WEBSITE_ID, filters, { refetchInterval: AUTO_REFRESH_MS });
  const shared = { websiteId: SHARED_WEBSITE_ID, filters, refetchInterval: AUTO_REFRESH_MS };
  return (
    <>
      <StatsCards stats={stats} range={filters.range} />
      <div className="grid gap-6 lg:grid-cols-3">
        <TrafficTrendsCard {...shared} className="lg:col-span-2" />
        <BotTypeCard stats={stats} />
      </div>
      <TopBotsCard {...shared} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <VerificationCard stats={stats} />
        <BreakdownCard {...shared} />
      </div>
      <ActivityGridCard {...shared} title="Page Activity Heatmap" />
    </>
  );
}

function SharedBotsBody({
  filters,
  onSelectType,
}: {
  filters: AnalyticsFilters;
  onSelectType: (type: AnalyticsFilters['type']) => void;
}) {
  const stats = useStatsQuery(SHARED_WEBSITE_ID, { ...filters, type: 'all' });
  return (
    <>
      <BotTypeCards stats={stats} selected={filters.type} onSelect={onSelectType} />
      <BotActivityCard websiteId={SHARED_WEBSITE_ID} filters={filters} />
      <BotSessionsCard websiteId={SHARED_WEBSITE_ID} filters={filters} />
    </>
  );
}
