import type { SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot, Brain, Clock, FileText } from 'lucide-react';
import { LoadError } from '@/features/websites/components/load-error';
import { cn } from '@/lib/utils';
import { comparisonLabel, type Range } from '../analytics-filters';
import { formatDuration, formatNumber, formatPercent } from '../analytics-format';
import { StatCard, StatCardSkeleton } from '../components/stat-card';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';
const SKELETONS = ['visits', 'ai', 'pages', 'session'] as const;

type StatsCardsProps = { stats: UseQueryResult<SiteStats | null>; range: Range };

/** Part 1 §2.9's four figures, each against the equal period just before (issue 4: never fixed). */
export function StatsCards({ stats, range }: StatsCardsProps) {
  if (stats.isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading statistics">
        {SKELETONS.map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const data = stats.data;
  if (stats.isError || !data) {
    return (
      <LoadError
        title="Could not load the statistics"
        error={stats.error ?? 'Your session may have ended. Sign in again and retry.'}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const label = comparisonLabel(range);
  const { previous } = data;
  return (
    <div className={cn(GRID, 'transition-opacity', stats.isPlaceholderData && 'opacity-60')}>
      <StatCard
        title="Total Bot Visits"
        value={formatNumber(data.totalVisits)}
        icon={Bot}
        comparison={{ current: data.totalVisits, previous: previous.totalVisits, label }}
        caption={
          data.botShare === null
            ? `${formatNumber(data.uniqueBots)} distinct bots`
            : `${formatNumber(data.uniqueBots)} distinct bots · ${formatPercent(data.botShare, 1)} of page views`
        }
      />
      <StatCard
        title="AI Crawlers"
        value={formatNumber(data.aiCrawlers)}
        icon={Brain}
        iconClassName="bg-purple-50 text-purple-700"
        comparison={{ current: data.aiCrawlers, previous: previous.aiCrawlers, label }}
        caption={`${formatPercent(data.aiCrawlers, data.totalVisits)} of bot hits`}
      />
      <StatCard
        title="Pages Crawled"
        value={formatNumber(data.pagesCrawled)}
        icon={FileText}
        iconClassName="bg-green-50 text-green-700"
        comparison={{ current: data.pagesCrawled, previous: previous.pagesCrawled, label }}
        caption="Distinct pages"
      />
      <StatCard
        title="Avg Session Time"
        value={formatDuration(data.avgSessionTime)}
        icon={Clock}
        iconClassName="bg-amber-50 text-amber-700"
        comparison={{ current: data.avgSessionTime, previous: previous.avgSessionTime, label }}
        caption="Per bot session"
      />
    </div>
  );
}
