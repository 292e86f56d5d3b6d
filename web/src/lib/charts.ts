import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { BOT_TYPE_PALETTE, withAlpha } from './bot-type-palette';

/**
 * Chart.js is tree-shaken: only what is registered here exists. Registered once, on the first import of this
 * module, by every chart component (line charts with fill, doughnuts, and the audit's horizontal bars).
 */
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);

/**
 * The analytics palette, shared by charts and the legends drawn beside them. AI crawlers are drawn in their
 * bot type's colour wherever they appear; the brand blue is the whole of the traffic.
 */
export const CHART_COLORS = {
  blue: '#2563eb',
  blueFill: withAlpha('#2563eb', 0.12),
  purple: BOT_TYPE_PALETTE.ai_crawler.color,
  purpleFill: withAlpha(BOT_TYPE_PALETTE.ai_crawler.color, 0.12),
  green: '#16a34a',
  amber: '#f59e0b',
  red: '#dc2626',
  lost: '#e2e8f0',
  slate: '#64748b',
  grid: '#e2e8f0',
  text: '#475569',
} as const;

/**
 * The axes of a time series (part 1 §2.9): vertical lines mark the buckets, horizontal ones go; labels flat,
 * skipped with a gap of their own (with the default 3 px, "15:00" and "10:00" ran together on a phone); counts
 * from zero in whole numbers.
 */
export function timeSeriesScales(maxTicks: number): ChartOptions<'line'>['scales'] {
  return {
    x: {
      grid: { color: CHART_COLORS.grid },
      ticks: {
        color: CHART_COLORS.text,
        maxRotation: 0,
        autoSkip: true,
        autoSkipPadding: 16,
        maxTicksLimit: maxTicks,
      },
    },
    y: {
      beginAtZero: true,
      grid: { display: false },
      border: { display: false },
      ticks: { color: CHART_COLORS.text, precision: 0 },
    },
  };
}

/**
 * The options of a horizontal stacked bar chart (a share of each row kept, a share lost): counts from zero in
 * whole numbers along `valueTitle`, every row labelled, the legend below, each tooltip line "label: value".
 */
export function horizontalStackedBarOptions(valueTitle: string): ChartOptions<'bar'> {
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    scales: {
      x: {
        stacked: true,
        beginAtZero: true,
        grid: { color: CHART_COLORS.grid },
        ticks: { color: CHART_COLORS.text, precision: 0 },
        title: { display: true, text: valueTitle, color: CHART_COLORS.text },
      },
      y: { stacked: true, grid: { display: false }, ticks: { color: CHART_COLORS.text, autoSkip: false } },
    },
    plugins: {
      legend: { position: 'bottom', labels: { color: CHART_COLORS.text, boxWidth: 12 } },
      tooltip: { callbacks: { label: (item) => ` ${item.dataset.label}: ${item.formattedValue}` } },
    },
  };
}

export { Chart };
