import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

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

/** The analytics palette, shared by charts and the legends drawn beside them. */
export const CHART_COLORS = {
  blue: '#2563eb',
  blueFill: 'rgba(37, 99, 235, 0.12)',
  purple: '#9333ea',
  purpleFill: 'rgba(147, 51, 234, 0.12)',
  pink: '#db2777',
  green: '#16a34a',
  amber: '#f59e0b',
  red: '#dc2626',
  lost: '#e2e8f0',
  slate: '#64748b',
  grid: '#e2e8f0',
  text: '#475569',
} as const;

export { Chart };
