import type { BotType } from '@botlens/contracts';
import { ArrowDownRight, ArrowUpRight, type LucideIcon, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BOT_TYPE_PALETTE } from '@/lib/bot-type-palette';
import { formatChange, percentChange } from '@/lib/period-change';
import { cn } from '@/lib/utils';

/** The colour of the square behind a figure's icon. */
export type StatTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral' | BotType;

const STATUS_TONES: Record<Exclude<StatTone, BotType>, string> = {
  primary: 'bg-primary-soft text-primary-strong',
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning-strong',
  danger: 'bg-danger-soft text-danger-strong',
  info: 'bg-info-soft text-info-strong',
  neutral: 'bg-neutral-soft text-neutral-strong',
};

function toneClassName(tone: StatTone): string {
  return tone in BOT_TYPE_PALETTE
    ? BOT_TYPE_PALETTE[tone as BotType].iconClassName
    : STATUS_TONES[tone as Exclude<StatTone, BotType>];
}

type StatCardProps = {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: StatTone;
  /** The figure now and in the period before; no change is shown when the previous one is 0. */
  comparison?: { current: number; previous: number; label: string };
  caption?: ReactNode;
  className?: string;
};

/** One headline figure: its name, the value, how it moved since the period before, and a caption. */
export function StatCard({
  title,
  value,
  icon: Icon,
  tone = 'primary',
  comparison,
  caption,
  className,
}: StatCardProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardContent className="space-y-1 p-card-compact">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <span
            className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', toneClassName(tone))}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
        <p className="text-3xl font-bold break-words tabular-nums text-foreground">{value}</p>
        {comparison && <Change {...comparison} />}
        {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
      </CardContent>
    </Card>
  );
}

function Change({ current, previous, label }: { current: number; previous: number; label: string }) {
  const change = percentChange(current, previous);
  if (change === null) {
    return <p className="text-xs text-subtle-foreground">No data for the previous period</p>;
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
      <span
        className={cn(
          'inline-flex items-center font-semibold',
          change > 0 ? 'text-success-strong' : change < 0 ? 'text-danger-strong' : 'text-muted-foreground',
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
      <CardContent className="space-y-2 p-card-compact">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-3 w-32" />
      </CardContent>
    </Card>
  );
}

/** The usual row of four figures: two columns on a tablet, four on a wide screen. */
export const STAT_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** A row of skeleton figures, announced as loading. */
export function StatCardsSkeleton({
  count,
  label = 'Loading statistics',
  className = STAT_GRID,
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their position
        <StatCardSkeleton key={index} />
      ))}
    </div>
  );
}
