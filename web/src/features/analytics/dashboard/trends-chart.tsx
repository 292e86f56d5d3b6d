import type { TrendPoint } from '@botlens/contracts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { CHART_COLORS, timeSeriesScales } from '@/lib/charts';
import { formatNumber } from '../analytics-format';
import type { Granularity, PartialBuckets } from './trend-granularity';
import { bucketLabel, bucketTitle, trendTotals } from './trend-labels';

type TrendsChartProps = {
  points: readonly TrendPoint[];
  granularity: Granularity;
  /** Buckets the range covers only in part: their segments are dashed, the current one's point hollow. */
  partial: PartialBuckets;
  /** The zone the buckets were asked in: labels read in it. */
  timeZone: string;
};

const DASH = [6, 4];

/**
 * Part 1 §2.9: two filled, smoothed lines (tension 0.4), the value axis from zero, no horizontal grid lines,
 * the legend on top. The canvas carries a text summary for screen readers.
 */
export function TrendsChart({ points, granularity, partial, timeZone }: TrendsChartProps) {
  const lastIndex = points.length - 1;
  const isPartial = (index: number) =>
    (partial.first && index === 0) || (partial.last && index === lastIndex);
  // A partial bucket's count is not comparable with whole ones: its segment is dashed, and the current one's
  // point is drawn hollow. Not the first point: the legend draws its dot in point 0's style.
  const isCurrent = (index: number | undefined) => partial.last && index === lastIndex && index > 0;
  const partialStyle = (fill: string) => ({
    segment: {
      borderDash: (context: { p0DataIndex: number; p1DataIndex: number }) =>
        isPartial(context.p0DataIndex) || isPartial(context.p1DataIndex) ? DASH : undefined,
    },
    pointRadius: (context: { dataIndex?: number }) =>
      isCurrent(context.dataIndex) ? 3 : points.length > 48 ? 0 : 2,
    pointBackgroundColor: (context: { dataIndex?: number }) =>
      isCurrent(context.dataIndex) ? '#ffffff' : fill,
  });
  const data: ChartData<'line'> = {
    labels: points.map((point) => bucketLabel(point.hour, granularity, timeZone)),
    datasets: [
      {
        label: 'Total Bots',
        data: points.map((point) => point.totalBots),
        borderColor: CHART_COLORS.blue,
        backgroundColor: CHART_COLORS.blueFill,
        fill: true,
        tension: 0.4,
        borderWidth: 2,
        pointHoverRadius: 4,
        ...partialStyle(CHART_COLORS.blueFill),
      },
      {
        label: 'AI Crawlers',
        data: points.map((point) => point.aiCrawlers),
        borderColor: CHART_COLORS.purple,
        backgroundColor: CHART_COLORS.purpleFill,
        fill: true,
        tension: 0.4,
        borderWidth: 2,
        pointHoverRadius: 4,
        ...partialStyle(CHART_COLORS.purpleFill),
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    animation: { duration: 300 },
    plugins: {
      legend: { position: 'top', labels: { usePointStyle: true, boxHeight: 8, color: CHART_COLORS.text } },
      tooltip: {
        callbacks: {
          title: (items) => {
            const index = items[0]?.dataIndex ?? -1;
            const point = points[index];
            if (!point) return '';
            const title = bucketTitle(point.hour, granularity, timeZone);
            if (partial.last && index === lastIndex) return `${title} (so far)`;
            return isPartial(index) ? `${title} (partial)` : title;
          },
        },
      },
    },
    scales: timeSeriesScales(12),
  };
  const totals = trendTotals(points);
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `Line chart: ${formatNumber(totals.totalBots)} bot hits, ${formatNumber(totals.aiCrawlers)} from AI crawlers, ` +
        `from ${bucketTitle(first.hour, granularity, timeZone)} to ${bucketTitle(last.hour, granularity, timeZone)}.`
      : 'Line chart of bot hits.';
  return <Line data={data} options={options} role="img" aria-label={summary} />;
}
