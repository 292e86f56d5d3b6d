import type { ChartData, ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { botTypeLook } from '@/lib/bot-type-palette';
// Registers the doughnut's elements with Chart.js.
import '@/lib/charts';
import { botTypeLabel } from '../analytics-filters';
import { formatNumber, formatPercent } from '../analytics-format';

export type TypeSlice = { type: string; count: number };

/** The distribution's non-empty types, largest first. */
export function typeSlices(distribution: Record<string, number>): TypeSlice[] {
  return Object.entries(distribution)
    .map(([type, count]) => ({ type, count }))
    .filter((slice) => slice.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Part 1 §2.9: a doughnut with a 70% cutout, the total in its centre, and a legend with percentages. */
export function BotTypeChart({ slices }: { slices: readonly TypeSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const data: ChartData<'doughnut'> = {
    labels: slices.map((slice) => botTypeLabel(slice.type)),
    datasets: [
      {
        data: slices.map((slice) => slice.count),
        backgroundColor: slices.map((slice) => botTypeLook(slice.type).color),
        borderColor: '#fff',
        borderWidth: 2,
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    cutout: '70%',
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          label: (item) => ` ${formatNumber(Number(item.raw))} (${formatPercent(Number(item.raw), total)})`,
        },
      },
    },
  };
  const summary = slices
    .map((slice) => `${botTypeLabel(slice.type)} ${formatPercent(slice.count, total)}`)
    .join(', ');
  return (
    <div className="space-y-4">
      <div className="relative mx-auto h-48 max-w-48">
        <Doughnut data={data} options={options} role="img" aria-label={`Doughnut chart: ${summary}`} />
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-bold tabular-nums text-slate-900">{formatNumber(total)}</span>
          <span className="text-xs text-slate-600">bot hits</span>
        </div>
      </div>
      <ul className="space-y-2 text-sm">
        {slices.map((slice) => (
          <li key={slice.type} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-slate-700">
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ backgroundColor: botTypeLook(slice.type).color }}
              />
              {botTypeLabel(slice.type)}
            </span>
            <span className="tabular-nums text-slate-900">
              <span className="font-semibold">{formatPercent(slice.count, total)}</span>
              <span className="ml-2 text-slate-500">{formatNumber(slice.count)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
