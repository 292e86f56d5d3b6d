import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AnalyticsFilters } from '../analytics-filters';
import { formatNumber, purposeLabel } from '../analytics-format';
import { AnalyticsCard } from '../components/analytics-card';
import { ShareBars, type ShareRow } from '../components/share-bars';
import { useBreakdownQuery } from '../use-analytics-queries';

const SHOWN = 6;

type BreakdownCardProps = {
  websiteId: number;
  filters: AnalyticsFilters;
  refetchInterval: number;
  className?: string;
};

/** Why bots crawl (training, search, previews…) and who runs them: what a plain list of names cannot say. */
export function BreakdownCard({ websiteId, filters, refetchInterval, className }: BreakdownCardProps) {
  const query = useBreakdownQuery(websiteId, filters, { refetchInterval });
  return (
    <AnalyticsCard
      title="Purpose & Operator"
      icon={Users}
      description="Why bots visit and who runs them"
      className={className}
    >
      <QueryState
        query={query}
        errorTitle="Could not load the breakdown"
        skeleton={<Skeleton className="h-56 w-full" />}
      >
        {(data) =>
          data.byPurpose.length === 0 ? (
            <EmptyState title="No bot hits in this period" className="p-6" />
          ) : (
            <Tabs defaultValue="purpose">
              <TabsList className="w-full">
                <TabsTrigger value="purpose" className="flex-1">
                  By purpose
                </TabsTrigger>
                <TabsTrigger value="operator" className="flex-1">
                  By operator
                </TabsTrigger>
              </TabsList>
              <TabsContent value="purpose">
                <TopRows
                  label="Bot hits by purpose"
                  rows={data.byPurpose.map((row) => ({
                    key: row.purpose,
                    label: purposeLabel(row.purpose),
                    value: row.visits,
                  }))}
                />
              </TabsContent>
              <TabsContent value="operator">
                <TopRows
                  label="Bot hits by operator"
                  rows={data.byOperator.map((row) => ({
                    key: row.operator,
                    label: row.operator,
                    value: row.visits,
                    barClassName: 'bg-purple-600',
                  }))}
                />
              </TabsContent>
            </Tabs>
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}

/** The largest rows, the rest folded into one 'Others' row so the percentages still add up. */
function TopRows({ rows, label }: { rows: readonly ShareRow[]; label: string }) {
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(SHOWN);
  const others = rest.reduce((sum, row) => sum + row.value, 0);
  const shown: ShareRow[] = rest.length
    ? [
        ...sorted.slice(0, SHOWN),
        {
          key: '__others',
          label: `${formatNumber(rest.length)} others`,
          value: others,
          barClassName: 'bg-slate-400',
        },
      ]
    : sorted;
  return <ShareBars rows={shown} label={label} />;
}
