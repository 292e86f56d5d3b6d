import type { BotSiteData } from '@botlens/contracts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatNumber } from '@/features/analytics/analytics-format';
import { CHART_COLORS, timeSeriesScales } from '@/lib/charts';

// The series is of UTC days: labelled in UTC, or a viewer west of Greenwich would see each day as the one before.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The bot's page views per UTC day: one filled line from zero, in the style of the dashboard's trends. The
 * first and last days are in the window only in part; the tooltip says so. The canvas carries a summary
 * for screen readers.
 */
export function BotHitsChart({ series }: { series: BotSiteData['series'] }) {
  const last = series.length - 1;
  const data: ChartData<'line'> = {
    labels: series.map((point) => dayFormat.format(new Date(point.day))),
    datasets: [
      {
        label: 'Hits',
        data: series.map((point) => point.hits),
        borderColor: CHART_COLORS.blue,
        backgroundColor: CHART_COLORS.blueFill,
        fill: true,
        tension: 0.3,
        borderWidth: 2,
        pointRadius: series.length > 40 ? 0 : 2,
        pointHoverRadius: 4,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    animation: { duration: 300 },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => {
            const index = items[0]?.dataIndex ?? -1;
            const point = series[index];
            if (!point) return '';
            const title = fullDayFormat.format(new Date(point.day));
            return index === 0 || index === last ? `${title} (part of the day)` : title;
          },
        },
      },
    },
    scales: timeSeriesScales(10),
  };
  const total = series.reduce((sum, point) => sum + point.hits, 0);
  const first = series[0];
  const end = series[last];
  const summary =
    first && end
      ? `Line chart: ${formatNumber(total)} hits from ${fullDayFormat.format(new Date(first.day))} to ${fullDayFormat.format(new Date(end.day))}.`
      : 'Line chart of hits per day.';
  return <Line data={data} options={options} role="img" aria-label={summary} />;
}
