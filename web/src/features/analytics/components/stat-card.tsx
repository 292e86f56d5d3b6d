import { ArrowDownRight, ArrowUpRight, type LucideIcon, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatChange, percentChange } from '../analytics-format';

type StatCardProps = {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  iconClassName?: string;
  /** The figure now and in the period before; no change is shown when the previous one is 0. */
  comparison?: { current: number; previous: number; label: string };
  caption?: ReactNode;
  className?: string;
};

export function StatCard({
  title,
  value,
  icon: Icon,
  iconClassName,
  comparison,
  caption,
  className,
}: StatCardProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardContent className="space-y-1 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700',
              iconClassName,
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
        <p className="text-3xl font-bold break-words tabular-nums text-slate-900">{value}</p>
        {comparison && <Change {...comparison} />}
        {caption && <p className="text-xs text-slate-600">{caption}</p>}
      </CardContent>
    </Card>
  );
}

function Change({ current, previous, label }: { current: number; previous: number; label: string }) {
  const change = percentChange(current, previous);
  if (change === null) {
    return <p className="text-xs text-slate-500">No data for the previous period</p>;
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs text-slate-600">
      <span
        className={cn(
          'inline-flex items-center font-semibold',
          change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-slate-600',
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {formatChange(change)}
      </span>
      {label}
    </p>
  );
}

export function StatCardSkeleton() {
  return (
    <Card>
      <CardContent className="space-y-2 p-6">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-3 w-32" />
      </CardContent>
    </Card>
  );
}
