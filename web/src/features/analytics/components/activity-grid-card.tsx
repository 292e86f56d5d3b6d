import { CalendarClock } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsFilters } from '../analytics-filters';
import { useActivityGridQuery } from '../use-analytics-queries';
import { ActivityGrid } from './activity-grid';
import { AnalyticsCard } from './analytics-card';

type ActivityGridCardProps = {
  websiteId: number;
  filters: AnalyticsFilters;
  title: string;
  refetchInterval?: number | false;
  className?: string;
};

/** The real weekday × hour grid from stored hits (the spec showed a random placeholder). */
export function ActivityGridCard({
  websiteId,
  filters,
  title,
  refetchInterval,
  className,
}: ActivityGridCardProps) {
  const query = useActivityGridQuery(websiteId, filters, { refetchInterval });
  return (
    <AnalyticsCard
      title={title}
      icon={CalendarClock}
      description="Bot hits by weekday and hour of day, in your time zone"
      className={className}
    >
      <QueryState
        query={query}
        errorTitle="Could not load the activity heatmap"
        skeleton={<Skeleton className="h-52 w-full" />}
      >
        {(grid) =>
          grid.max === 0 ? (
            <EmptyState
              icon={<CalendarClock className="size-8" />}
              title="No Activity Data"
              description="No bot hits in this period."
            />
          ) : (
            <ActivityGrid grid={grid} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}
