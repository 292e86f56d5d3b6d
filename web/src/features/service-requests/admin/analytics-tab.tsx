import {
  type AdminServiceRequestStats,
  SERVICE_BUDGET_LABELS,
  SERVICE_BUDGETS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@botlens/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

type Bar = { key: string; label: string; count: number };

/** A list of bars, each as wide as its share of the total, with the count and share said in words. */
function BarList({ title, bars, total }: { title: string; bars: readonly Bar[]; total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {bars.map((bar) => {
            const share = total === 0 ? 0 : bar.count / total;
            return (
              <li key={bar.key} className="space-y-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">{bar.label}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {bar.count} ({PERCENT.format(share)})
                  </span>
                </div>
                <Progress
                  value={share * 100}
                  aria-label={`${bar.label}: ${bar.count} of ${total} requests`}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Part 2 §2, Analytics: requests by service type and by budget; every type and budget, with 0 too. */
export function AnalyticsTab({ stats }: { stats: AdminServiceRequestStats }) {
  const byType = SERVICE_TYPES.map((key) => ({
    key,
    label: SERVICE_TYPE_LABELS[key],
    count: stats.serviceTypes[key] ?? 0,
  }));
  const byBudget = SERVICE_BUDGETS.map((key) => ({
    key,
    label: SERVICE_BUDGET_LABELS[key],
    count: stats.budgetRanges[key] ?? 0,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarList title="Requests by Service Type" bars={byType} total={stats.total} />
      <BarList title="Budget Distribution" bars={byBudget} total={stats.total} />
    </div>
  );
}
