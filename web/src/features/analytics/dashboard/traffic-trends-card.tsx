import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AnalyticsFilters } from '../analytics-filters';
import { AnalyticsCard } from '../components/analytics-card';
import { EmptyState } from '../components/empty-state';
import { QueryState } from '../components/query-state';
import { useTrafficTrendsQuery } from '../use-analytics-queries';
import { GRANULARITY_LABELS, type Granularity } from './trend-labels';
import { TrendSummary } from './trend-summary';
import { TrendsChart } from './trends-chart';

type TrafficTrendsCardProps = {
  websiteId: number;
  filters: AnalyticsFilters;
  refetchInterval: number;
  className?: string;
};

const GRANULARITIES = Object.keys(GRANULARITY_LABELS) as Granularity[];

/** Part 1 §2.9 'Bot Traffic Trends', by the hour (the default), the day or the week, each from the server. */
export function TrafficTrendsCard({
  websiteId,
  filters,
  refetchInterval,
  className,
}: TrafficTrendsCardProps) {
  const [granularity, setGranularity] = useState<Granularity>('hourly');
  const query = useTrafficTrendsQuery(websiteId, filters, { granularity, refetchInterval });
  return (
    <AnalyticsCard
      title="Bot Traffic Trends"
      icon={TrendingUp}
      className={className}
      actions={
        <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Group by</legend>
          {GRANULARITIES.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={granularity === value ? 'default' : 'ghost'}
              aria-pressed={granularity === value}
              onClick={() => setGranularity(value)}
              className="h-7"
            >
              {GRANULARITY_LABELS[value]}
            </Button>
          ))}
        </fieldset>
      }
    >
      <QueryState
        query={query}
        errorTitle="Could not load the traffic trends"
        skeleton={<div className="h-64 w-full animate-pulse rounded-lg bg-slate-200" />}
      >
        {(points) =>
          points.every((point) => point.totalBots === 0) ? (
            <EmptyState icon="📊" title="No traffic data available" className="h-64" />
          ) : (
            <>
              <div className="relative h-64">
                <TrendsChart points={points} granularity={granularity} />
              </div>
              <TrendSummary points={points} granularity={granularity} />
            </>
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}
