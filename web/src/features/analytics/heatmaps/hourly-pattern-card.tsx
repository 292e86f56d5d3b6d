import { Clock } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { AnalyticsFilters } from '../analytics-filters';
import { formatNumber } from '../analytics-format';
import { hourLabel, INTENSITY_CLASSES } from '../components/activity-grid';
import { AnalyticsCard } from '../components/analytics-card';
import { useTrafficTrendsQuery } from '../use-analytics-queries';
import { type HourlyPatternCell, hourlyPattern } from './hourly-pattern';

/** Part 1 §7: the pattern is built from the last 168 hours, whatever the range. */
const PATTERN_HOURS = 168;

export function HourlyPatternCard({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  const query = useTrafficTrendsQuery(websiteId, filters, {
    granularity: 'hourly',
    hours: PATTERN_HOURS,
  });
  return (
    <AnalyticsCard
      title="Hourly Activity Pattern"
      icon={Clock}
      description={`Average bot hits in each hour of the day over the last 7 days, in ${filters.tz}`}
    >
      <QueryState
        query={query}
        errorTitle="Could not load the hourly pattern"
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {(points) => {
          const cells = hourlyPattern(points, filters.tz);
          return cells.every((cell) => cell.band === 0) ? (
            <EmptyState
              icon={<Clock className="size-8" />}
              title="No Activity Data"
              description="No bot hits in the last 7 days."
            />
          ) : (
            <div className="space-y-3">
              <PatternCells cells={cells} />
              <BandLegend />
            </div>
          );
        }}
      </QueryState>
    </AnalyticsCard>
  );
}

function PatternCells({ cells }: { cells: readonly HourlyPatternCell[] }) {
  return (
    <ol aria-label="Average bot hits by hour of day" className="grid grid-cols-6 gap-2">
      {cells.map((cell) => {
        const label = `${hourLabel(cell.hour)}: ${formatNumber(Math.round(cell.average * 10) / 10)} hits on average (${Math.round(cell.percent)}% of the busiest hour)`;
        return (
          <li key={cell.hour} title={label} className="space-y-1 text-center">
            <span
              aria-hidden="true"
              className={cn(
                'flex h-12 items-center justify-center rounded-md text-xs font-semibold tabular-nums',
                INTENSITY_CLASSES[cell.band],
                cell.band >= 3 ? 'text-white' : 'text-slate-800',
              )}
            >
              {formatNumber(Math.round(cell.average))}
            </span>
            <span aria-hidden="true" className="block text-xs tabular-nums text-slate-600">
              {String(cell.hour).padStart(2, '0')}
            </span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

const BANDS = ['None', 'Up to 25%', '25-50%', '50-75%', 'Over 75%'] as const;

function BandLegend() {
  return (
    <ul
      aria-label="Share of the busiest hour"
      className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600"
    >
      {BANDS.map((band, index) => (
        <li key={band} className="flex items-center gap-1">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', INTENSITY_CLASSES[index])} />
          {band}
        </li>
      ))}
    </ul>
  );
}
