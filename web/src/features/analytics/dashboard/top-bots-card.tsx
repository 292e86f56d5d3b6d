import { Activity, ArrowRight, Bot } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import type { AnalyticsFilters } from '../analytics-filters';
import { useSharedAnalyticsSource } from '../analytics-source';
import { AnalyticsCard } from '../components/analytics-card';
import { TopBotsTable } from '../components/top-bots-table';
import { useTopBotsQuery } from '../use-analytics-queries';

type TopBotsCardProps = { websiteId: number; filters: AnalyticsFilters; refetchInterval: number };

export function TopBotsCard({ websiteId, filters, refetchInterval }: TopBotsCardProps) {
  const query = useTopBotsQuery(websiteId, filters, { limit: 10, refetchInterval });
  const shared = useSharedAnalyticsSource();
  const allBotsHref = shared
    ? shared.botsHref(filters.range)
    : `/bot-analytics?website=${websiteId}&range=${filters.range}`;
  return (
    <AnalyticsCard
      title="Top Bot Activities"
      icon={Activity}
      description="The most active bots, who runs them and whether their hits were verified"
      actions={
        <Button asChild variant="outline" size="sm">
          <Link href={allBotsHref}>
            All bots
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <QueryState query={query} errorTitle="Could not load the top bots" skeleton={<TableSkeleton />}>
        {(bots) =>
          bots.length === 0 ? (
            <EmptyState
              icon={<Bot className="size-8" />}
              title="No bot activity yet"
              description="No bot hits in this period."
            />
          ) : (
            <TopBotsTable bots={bots} caption="Top bots by hits" websiteId={websiteId} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}
