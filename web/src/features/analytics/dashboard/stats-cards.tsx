import type { SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot, Brain, Clock, FileText } from 'lucide-react';
import { LoadError, SESSION_ENDED } from '@/components/load-error';
import { STAT_GRID, StatCard, StatCardsSkeleton } from '@/components/stat-card';
import { cn } from '@/lib/utils';
import { comparisonLabel, type Range } from '../analytics-filters';
import { formatDuration, formatNumber, formatPercent } from '../analytics-format';

type StatsCardsProps = { stats: UseQueryResult<SiteStats | null>; range: Range };

/** Part 1 §2.9's four figures, each against the equal period just before. */
export function StatsCards({ stats, range }: StatsCardsProps) {
  if (stats.isPending) return <StatCardsSkeleton count={4} />;
  const data = stats.data;
  if (stats.isError || !data) {
    return (
      <LoadError
        title="Could not load the statistics"
        error={stats.error ?? SESSION_ENDED}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const label = comparisonLabel(range);
  const { previous } = data;
  return (
    <div className={cn(STAT_GRID, 'transition-opacity', stats.isPlaceholderData && 'opacity-60')}>
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
        tone="ai_crawler"
        comparison={{ current: data.aiCrawlers, previous: previous.aiCrawlers, label }}
        caption={`${formatPercent(data.aiCrawlers, data.totalVisits)} of bot hits`}
      />
      <StatCard
        title="Pages Crawled"
        value={formatNumber(data.pagesCrawled)}
        icon={FileText}
        tone="success"
        comparison={{ current: data.pagesCrawled, previous: previous.pagesCrawled, label }}
        caption="Distinct pages"
      />
      <StatCard
        title="Avg Session Time"
        value={formatDuration(data.avgSessionTime)}
        icon={Clock}
        tone="warning"
        comparison={{ current: data.avgSessionTime, previous: previous.avgSessionTime, label }}
        caption="Per bot session"
      />
    </div>
  );
}
