import { QueryState } from '@/components/query-state';
import { StatCardSkeleton } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BotClassificationTab } from '@/features/bots/admin/bot-classification-tab';
import { AuditsPerDayChart, HitsPerHourChart } from './system-charts';
import { DatabaseCard, SystemFigures } from './system-figures';
import { auditsPerDaySummary, hitsPerHourSummary } from './system-format';
import { SYSTEM_REFRESH_MS, useAdminSystemQuery } from './use-admin-system-query';

const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

function SystemSkeleton() {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SKELETON_KEYS.map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** A chart in a card, with its summary as text under it (the chart's own label says the same). */
function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="h-64">{children}</div>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </CardContent>
    </Card>
  );
}

/**
 * Part 2, System Analytics, made real: what this server and its database are doing, read every 30 seconds
 * (part 2 §9's auto-refresh), then the bot classification of stored history.
 */
export function SystemAnalyticsTab() {
  const system = useAdminSystemQuery();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>System Analytics</CardTitle>
          <CardDescription aria-live="polite">
            Refreshes every {SYSTEM_REFRESH_MS / 1000} seconds
            {system.data ? ` · updated ${TIME.format(new Date(system.data.generatedAt))}` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={system}
            errorTitle="Could not load the system figures"
            skeleton={<SystemSkeleton />}
          >
            {(data) => (
              <div className="space-y-6">
                <SystemFigures system={data} />
                <div className="grid gap-6 xl:grid-cols-2">
                  <ChartCard
                    title="Hits ingested per hour (7 days, UTC)"
                    summary={hitsPerHourSummary(data.hitsPerHour)}
                  >
                    <HitsPerHourChart points={data.hitsPerHour} />
                  </ChartCard>
                  <ChartCard
                    title="Audits per day (30 days, UTC)"
                    summary={auditsPerDaySummary(data.auditsPerDay)}
                  >
                    <AuditsPerDayChart days={data.auditsPerDay} />
                  </ChartCard>
                </div>
                <DatabaseCard database={data.database} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <BotClassificationTab />
    </div>
  );
}
