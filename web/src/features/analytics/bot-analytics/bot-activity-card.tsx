import { Activity, Bot } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { type AnalyticsFilters, RANGE_LABELS, TYPE_FILTER_OPTIONS } from '../analytics-filters';
import { formatNumber } from '../analytics-format';
import { AnalyticsCard } from '../components/analytics-card';
import { TopBotsTable } from '../components/top-bots-table';
import { useTopBotsQuery } from '../use-analytics-queries';

/** Part 1 §7: the bot analytics table asks for up to 50 bots. */
const BOTS_LIMIT = 50;

export function BotActivityCard({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  const query = useTopBotsQuery(websiteId, filters, { limit: BOTS_LIMIT });
  const typeLabel = TYPE_FILTER_OPTIONS.find((option) => option.value === filters.type)?.label ?? '';
  return (
    <AnalyticsCard
      title="Bot Activity Analysis"
      icon={Activity}
      description={`${typeLabel}, ${RANGE_LABELS[filters.range].toLowerCase()}: who visits, why, and whether they are who they claim to be`}
    >
      <QueryState
        query={query}
        errorTitle="Could not load the bot activity"
        skeleton={<TableSkeleton rows={8} />}
      >
        {(bots) =>
          bots.length === 0 ? (
            <EmptyState
              icon={<Bot className="size-8" />}
              title="No bot activity"
              description="No bot hits match these filters. Try a longer time range or another bot type."
            />
          ) : (
            <div className="space-y-2">
              <p className="text-sm text-muted-foreground">
                {formatNumber(bots.length)} {bots.length === 1 ? 'bot' : 'bots'}
                {bots.length === BOTS_LIMIT ? ' (the 50 most active)' : ''}
              </p>
              <TopBotsTable
                bots={bots}
                caption="Bots by hits, with verification and status"
                websiteId={websiteId}
              />
            </div>
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}
