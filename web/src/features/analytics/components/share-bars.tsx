import { cn } from '@/lib/utils';
import { formatNumber, formatPercent } from '../analytics-format';

export type ShareRow = { key: string; label: string; value: number; barClassName?: string };

/** Labelled horizontal bars, each a share of the rows' total, with the count and the percentage as text. */
export function ShareBars({ rows, label }: { rows: readonly ShareRow[]; label: string }) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-slate-700">{row.label}</span>
            <span className="shrink-0 tabular-nums">
              <span className="font-semibold text-slate-900">{formatNumber(row.value)}</span>
              <span className="ml-2 text-slate-500">{formatPercent(row.value, total)}</span>
            </span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div
              className={cn('h-full rounded-full bg-blue-600', row.barClassName)}
              style={{ width: `${total > 0 ? (row.value / total) * 100 : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
