import type { ScoreFactor } from '@botlens/contracts';
import type { ChartData } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CHART_COLORS, horizontalStackedBarOptions } from '@/lib/charts';
import { type FactorStatus, factorChartData, factorChartSummary } from '../score-factors';

const EARNED_COLORS: Record<FactorStatus, string> = {
  full: CHART_COLORS.green,
  partial: CHART_COLORS.amber,
  none: CHART_COLORS.red,
};

/** Horizontal bars, one per factor: the points earned in colour, the points missed in grey, to its weight. */
export function ScoreFactorsChart({ factors }: { factors: readonly ScoreFactor[] }) {
  const rows = factorChartData(factors);
  const data: ChartData<'bar'> = {
    labels: rows.labels,
    datasets: [
      {
        label: 'Points earned',
        data: rows.earned,
        backgroundColor: rows.statuses.map((status) => EARNED_COLORS[status]),
        borderRadius: 4,
        barPercentage: 0.7,
      },
      {
        label: 'Points missed',
        data: rows.missed,
        backgroundColor: CHART_COLORS.lost,
        borderRadius: 4,
        barPercentage: 0.7,
      },
    ],
  };
  const options = horizontalStackedBarOptions('Points');
  return (
    <div className="relative h-72 w-full">
      <Bar
        data={data}
        options={options}
        role="img"
        aria-label={`Bar chart: ${factorChartSummary(factors)}`}
      />
    </div>
  );
}
