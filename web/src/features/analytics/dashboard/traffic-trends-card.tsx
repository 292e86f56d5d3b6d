import type { TrendPoint } from '@botlens/contracts';
import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import type { AnalyticsFilters, Range } from '../analytics-filters';
import { useSharedAnalyticsSource } from '../analytics-source';
import { AnalyticsCard } from '../components/analytics-card';
import { useTrafficTrendsQuery } from '../use-analytics-queries';
import {
  chosenGranularity,
  type Granularity,
  type GranularityPick,
  partialBuckets,
  partialNote,
} from './trend-granularity';
import { GRANULARITY_LABELS } from './trend-labels';
import { TrendSummary } from './trend-summary';
import { TrendsChart } from './trends-chart';

type TrafficTrendsCardProps = {
  websiteId: number;
  filters: AnalyticsFilters;
  refetchInterval: number;
  className?: string;
};

const GRANULARITIES = Object.keys(GRANULARITY_LABELS) as Granularity[];

/**
 * Part 1 §2.9 'Bot Traffic Trends', by the hour, the day or the week, each from the server: by default the
 * buckets the range reads best in, until the user picks others for this range.
 */
export function TrafficTrendsCard({
  websiteId,
  filters,
  refetchInterval,
  className,
}: TrafficTrendsCardProps) {
  const [pick, setPick] = useState<GranularityPick>(null);
  const granularity = chosenGranularity(filters.range, pick);
  const choose = (value: Granularity) => setPick({ range: filters.range, granularity: value });
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
              onClick={() => choose(value)}
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
        {(points) => (
          <TrendsBody points={points} granularity={granularity} range={filters.range} timeZone={filters.tz} />
        )}
      </QueryState>
    </AnalyticsCard>
  );
}

type TrendsBodyProps = {
  points: readonly TrendPoint[];
  granularity: Granularity;
  range: Range;
  timeZone: string;
};

function TrendsBody({ points, granularity, range, timeZone }: TrendsBodyProps) {
  const shared = useSharedAnalyticsSource();
  if (points.every((point) => point.totalBots === 0)) {
    return <EmptyState icon="📊" title="No traffic data available" className="h-64" />;
  }
  const partial = partialBuckets(points, granularity, range, Date.now());
  const note = partialNote(partial, granularity);
  return (
    <>
      <div className="relative h-64">
        <TrendsChart points={points} granularity={granularity} partial={partial} timeZone={timeZone} />
      </div>
      {note && <p className="mt-2 text-xs text-slate-600">{note}</p>}
      <p className="mt-2 text-xs text-slate-600">
        Times in {timeZone}
        {/* The zone is the owner's setting; a shared view shows the visitor's own zone, with nothing to change. */}
        {!shared && (
          <>
            {' ('}
            <Link href="/settings?tab=preferences" className="underline">
              change
            </Link>
            )
          </>
        )}
      </p>
      <TrendSummary points={points} granularity={granularity} timeZone={timeZone} />
    </>
  );
}
