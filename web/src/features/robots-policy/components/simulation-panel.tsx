import { type RobotsPolicyOutputs, type RobotsSimulationResult, SIMULATION_DAYS } from '@botlens/contracts';
import { Ban, CircleCheck, Play, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/features/analytics/analytics-format';
import {
  blockedHits,
  compareWithLive,
  keptHits,
  type LiveComparisonRow,
  type SimulatedBot,
  simulationSentence,
  simulationTotals,
} from '../simulation-summary';
import { useSimulateRobotsMutation } from '../use-robots-policy-queries';
import { botColumns } from './bot-columns';
import { SimulationChart } from './simulation-chart';

export type SimulationDays = (typeof SIMULATION_DAYS)[number];

export const DAYS_LABELS: Record<SimulationDays, string> = {
  1: 'Last 24 hours',
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
};

export const DAYS_OPTIONS = SIMULATION_DAYS.map((days) => ({
  value: String(days),
  label: DAYS_LABELS[days],
}));

type SimulationPanelProps = { websiteId: number; outputs: RobotsPolicyOutputs };

/**
 * The policy's robots.txt (and the live one, when the site serves one) replayed over the site's own bot
 * traffic: what each would have blocked, per bot, in a sentence, a chart and a table.
 */
export function SimulationPanel({ websiteId, outputs }: SimulationPanelProps) {
  const id = useId();
  const [days, setDays] = useState<SimulationDays>(30);
  const policy = useSimulateRobotsMutation(websiteId);
  const live = useSimulateRobotsMutation(websiteId);
  const liveText = outputs.live?.outcome === 'ok' ? outputs.live.robotsTxt : null;
  const { mutate: simulatePolicy } = policy;
  const { mutate: simulateLive, reset: resetLive } = live;

  const run = () => {
    simulatePolicy({ robotsTxt: outputs.robotsTxt, days });
    if (liveText !== null) simulateLive({ robotsTxt: liveText, days });
    else resetLive();
  };
  // Runs by itself for each file and window shown: the answer is a read, even though it is posted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run is rebuilt each render; these are its inputs.
  useEffect(run, [outputs.robotsTxt, liveText, days]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id={id}
          label="Traffic window"
          value={String(days)}
          onValueChange={(value) => setDays(Number(value) as SimulationDays)}
          options={DAYS_OPTIONS}
          className="sm:w-56"
        />
        <Button variant="outline" onClick={run} disabled={policy.isPending}>
          <Play aria-hidden="true" />
          {policy.isPending ? 'Simulating...' : 'Run again'}
        </Button>
      </div>
      {policy.isPending || policy.isIdle ? (
        <div role="status" aria-label="Simulating the policy's robots.txt" className="space-y-4">
          <Skeleton className="h-6 w-3/4" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : policy.isError ? (
        <LoadError title="Simulation Failed" error={policy.error} onRetry={run} />
      ) : (
        <SimulationResult result={policy.data} />
      )}
      {liveText !== null && (
        <LiveComparison
          policy={policy.data}
          live={live.data}
          pending={live.isPending}
          error={live.error}
          onRetry={run}
        />
      )}
    </div>
  );
}

function SimulationResult({ result }: { result: RobotsSimulationResult }) {
  const totals = simulationTotals(result);
  if (result.bots.length === 0) {
    return (
      <EmptyState
        title="No bot traffic in this window"
        description="Once bots visit the site (the snippet, server-side collection or an imported log), the simulation shows what the policy does to them."
      />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-base font-medium break-words" aria-live="polite">
        {simulationSentence(result)}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Hits blocked"
          value={formatNumber(totals.blocked)}
          icon={Ban}
          tone="danger"
          caption={`of ${formatNumber(totals.total)} bot hits`}
        />
        <StatCard title="Hits allowed" value={formatNumber(totals.kept)} icon={CircleCheck} tone="success" />
        <StatCard
          title="Beyond robots.txt"
          value={formatNumber(totals.uncontrollable)}
          icon={ShieldAlert}
          tone="warning"
          caption="hits of bots that read no robots.txt"
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Per bot</CardTitle>
          <CardDescription>
            Hits the policy's robots.txt allows and blocks, most active bots first.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SimulationChart result={result} />
          <DataTable
            caption="Simulated hits per bot"
            columns={BOT_COLUMNS}
            rows={result.bots}
            rowKey={(bot) => bot.name}
            defaultSort={{ columnId: 'hits', direction: 'desc' }}
            scrollClassName="max-h-96"
            stickyHeader
          />
        </CardContent>
      </Card>
    </div>
  );
}

const BOT_COLUMNS: DataTableColumn<SimulatedBot>[] = [
  ...botColumns<SimulatedBot>(),
  {
    id: 'kept',
    header: 'Allowed',
    align: 'right',
    cell: (bot) => formatNumber(keptHits(bot)),
    sortValue: keptHits,
    sortFirst: 'desc',
  },
  {
    id: 'blocked',
    header: 'Blocked',
    align: 'right',
    cell: (bot) => (bot.controllable ? formatNumber(blockedHits(bot)) : 'Reads no robots.txt'),
    sortValue: blockedHits,
    sortFirst: 'desc',
  },
];

type LiveComparisonProps = {
  policy: RobotsSimulationResult | undefined;
  live: RobotsSimulationResult | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
};

function LiveComparison({ policy, live, pending, error, onRetry }: LiveComparisonProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Policy against the live robots.txt</CardTitle>
        <CardDescription>
          Per bot, the hits each file would block over the same window: the bots they treat differently first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title="Could not simulate the live robots.txt" error={error} onRetry={onRetry} />
        ) : (
          <DataTable
            caption="Blocked hits, policy and live file"
            columns={COMPARISON_COLUMNS}
            rows={pending || !policy || !live ? undefined : compareWithLive(policy, live)}
            rowKey={(row) => row.name}
            empty="No bot traffic in this window."
            scrollClassName="max-h-96"
            stickyHeader
          />
        )}
      </CardContent>
    </Card>
  );
}

const COMPARISON_COLUMNS: DataTableColumn<LiveComparisonRow>[] = [
  { id: 'name', header: 'Bot', isRowHeader: true, cell: (row) => row.name },
  { id: 'purpose', header: 'Purpose', cell: (row) => row.purpose },
  { id: 'hits', header: 'Hits', align: 'right', cell: (row) => formatNumber(row.hits) },
  { id: 'policy', header: 'Policy blocks', align: 'right', cell: (row) => formatNumber(row.policyBlocked) },
  { id: 'live', header: 'Live file blocks', align: 'right', cell: (row) => formatNumber(row.liveBlocked) },
];
