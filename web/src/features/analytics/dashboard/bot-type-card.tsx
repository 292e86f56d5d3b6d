import type { SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PieChart } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AnalyticsCard } from '../components/analytics-card';
import { BotTypeChart, typeSlices } from './bot-type-chart';

export function BotTypeCard({
  stats,
  className,
}: {
  stats: UseQueryResult<SiteStats | null>;
  className?: string;
}) {
  return (
    <AnalyticsCard
      title="Bot Types"
      icon={PieChart}
      description="Share of bot hits by type"
      className={className}
    >
      <QueryState
        query={stats}
        errorTitle="Could not load the bot types"
        skeleton={<Skeleton className="mx-auto size-48 rounded-full" />}
      >
        {(data) => {
          const slices = typeSlices(data.botTypeDistribution);
          return slices.length === 0 ? (
            <EmptyState
              icon={<PieChart className="size-8" />}
              title="No bot type data available"
              className="h-64"
            />
          ) : (
            <BotTypeChart slices={slices} />
          );
        }}
      </QueryState>
    </AnalyticsCard>
  );
}
