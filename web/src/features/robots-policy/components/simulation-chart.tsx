import type { RobotsSimulationResult } from '@botlens/contracts';
import type { ChartData } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatNumber } from '@/features/analytics/analytics-format';
import { CHART_COLORS, horizontalStackedBarOptions } from '@/lib/charts';
import { simulationChartRows, simulationTotals } from '../simulation-summary';

/** Horizontal bars, one per bot (most hits first): hits the file keeps in green, hits it blocks in red. */
export function SimulationChart({ result }: { result: RobotsSimulationResult }) {
  const rows = simulationChartRows(result);
  const totals = simulationTotals(result);
  const data: ChartData<'bar'> = {
    labels: rows.labels,
    datasets: [
      {
        label: 'Allowed hits',
        data: rows.kept,
        backgroundColor: CHART_COLORS.green,
        borderRadius: 4,
        barPercentage: 0.7,
      },
      {
        label: 'Blocked hits',
        data: rows.blocked,
        backgroundColor: CHART_COLORS.red,
        borderRadius: 4,
        barPercentage: 0.7,
      },
    ],
  };
  const options = horizontalStackedBarOptions('Hits');
  // Tall enough for each bot's bar and label, whatever the count.
  const height = Math.max(160, rows.labels.length * 28 + 80);
  return (
    <div className="space-y-1">
      <div className="relative w-full" style={{ height }}>
        <Bar
          data={data}
          options={options}
          role="img"
          aria-label={`Bar chart of ${rows.labels.length} bots: ${formatNumber(totals.blocked)} of ${formatNumber(totals.total)} hits blocked, ${formatNumber(totals.kept)} allowed.`}
        />
      </div>
      {rows.hidden > 0 && (
        <p className="text-xs text-muted-foreground">
          {formatNumber(rows.hidden)} more bots with fewer hits are in the table below.
        </p>
      )}
    </div>
  );
}
