import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type MeterRowProps = {
  label: ReactNode;
  /** What the figure says, as text (the bar itself is decoration). */
  value: string;
  /** Bar length, 0–100. */
  percent: number;
  barClassName?: string;
  extra?: ReactNode;
};

/** A labelled horizontal bar with its figure written out. */
export function MeterRow({ label, value, percent, barClassName, extra }: MeterRowProps) {
  const width = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words text-slate-800">{label}</span>
        <span className="flex shrink-0 items-center gap-2 tabular-nums">
          {extra}
          <span className="font-semibold text-slate-900">{value}</span>
        </span>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={cn('h-full rounded-full bg-blue-600', barClassName)} style={{ width: `${width}%` }} />
      </div>
    </li>
  );
}
