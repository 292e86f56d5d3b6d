import type { AdminSystemResponse } from '@botlens/contracts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { CHART_COLORS, timeSeriesScales } from '@/lib/charts';
import { auditsPerDaySummary, hitsPerHourSummary } from './system-format';

// Hours and days are UTC, as the server groups them: labelled in UTC so that a label names its bucket.
const hourLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Bot hits and people's page views per UTC hour, 7 days: two lines from zero, the legend on top. */
export function HitsPerHourChart({ points }: { points: AdminSystemResponse['hitsPerHour'] }) {
  const data: ChartData<'line'> = {
    labels: points.map((point) => hourLabel.format(new Date(point.hour))),
    datasets: [
      {
        label: 'Bot hits',
        data: points.map((point) => point.botHits),
        borderColor: CHART_COLORS.blue,
        backgroundColor: CHART_COLORS.blueFill,
        fill: true,
        tension: 0.3,
        borderWidth: 2,
        pointRadius: 0,
        pointHoverRadius: 4,
      },
      {
        label: "People's page views",
        data: points.map((point) => point.humanPageViews),
        borderColor: CHART_COLORS.green,
        backgroundColor: 'transparent',
        tension: 0.3,
        borderWidth: 2,
        pointRadius: 0,
        pointHoverRadius: 4,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    animation: false,
    plugins: {
      legend: { position: 'top', labels: { usePointStyle: true, boxHeight: 8, color: CHART_COLORS.text } },
    },
    scales: timeSeriesScales(8),
  };
  return (
    <Line data={data} options={options} role="img" aria-label={`Line chart: ${hitsPerHourSummary(points)}`} />
  );
}

/** Audits created per UTC day, 30 days: one bar a day. */
export function AuditsPerDayChart({ days }: { days: AdminSystemResponse['auditsPerDay'] }) {
  const data: ChartData<'bar'> = {
    labels: days.map((day) => dayLabel.format(new Date(`${day.day}T00:00:00Z`))),
    datasets: [
      {
        label: 'Audits',
        data: days.map((day) => day.audits),
        backgroundColor: CHART_COLORS.purple,
        borderRadius: 3,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false } },
    scales: timeSeriesScales(8) as ChartOptions<'bar'>['scales'],
  };
  return (
    <Bar data={data} options={options} role="img" aria-label={`Bar chart: ${auditsPerDaySummary(days)}`} />
  );
}
