import { BOT_TYPES, type SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { LoadError, SESSION_ENDED } from '@/components/load-error';
import { StatCardsSkeleton } from '@/components/stat-card';
import { BOT_TYPE_PALETTE, type BotTypeLook } from '@/lib/bot-type-palette';
import { cn } from '@/lib/utils';
import { BOT_TYPE_LABELS, type TypeFilter } from '../analytics-filters';
import { formatNumber, formatPercent } from '../analytics-format';

/** All bots in the brand's colour, each type in its own. */
const LOOKS: Record<TypeFilter, Pick<BotTypeLook, 'icon' | 'iconClassName'>> = {
  all: { icon: Bot, iconClassName: 'bg-primary-soft text-primary-strong' },
  ...BOT_TYPE_PALETTE,
};
const CARDS: readonly TypeFilter[] = ['all', ...BOT_TYPES];
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-5';

type BotTypeCardsProps = {
  /** Stats over every type, so each card has its count whatever the type filter. */
  stats: UseQueryResult<SiteStats | null>;
  selected: TypeFilter;
  onSelect: (type: TypeFilter) => void;
};

/** Part 1 §2.10's count per bot type; each card is also the type filter (pressed = selected). */
export function BotTypeCards({ stats, selected, onSelect }: BotTypeCardsProps) {
  if (stats.isPending) {
    return <StatCardsSkeleton count={CARDS.length} className={GRID} label="Loading bot type counts" />;
  }
  const data = stats.data;
  if (stats.isError || !data) {
    return (
      <LoadError
        title="Could not load the bot type counts"
        error={stats.error ?? SESSION_ENDED}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const countOf = (type: TypeFilter) =>
    type === 'all' ? data.totalVisits : (data.botTypeDistribution[type] ?? 0);
  return (
    <fieldset className={cn(GRID, 'min-w-0', stats.isPlaceholderData && 'opacity-60')}>
      <legend className="sr-only">Bot hits by type; choose one to filter the tables</legend>
      {CARDS.map((type) => {
        const { icon: Icon, iconClassName } = LOOKS[type];
        const pressed = selected === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(type)}
            className={cn(
              'block space-y-1 rounded-card border bg-surface p-card-compact text-left shadow-sm transition-colors hover:border-primary-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              pressed && 'border-primary bg-primary-soft/40 ring-1 ring-primary',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">
                {type === 'all' ? 'All Bots' : BOT_TYPE_LABELS[type]}
              </span>
              <span className={cn('flex size-8 items-center justify-center rounded-lg', iconClassName)}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </span>
            <span className="block text-2xl font-bold tabular-nums text-foreground">
              {formatNumber(countOf(type))}
            </span>
            <span className="block text-xs text-muted-foreground">
              {type === 'all'
                ? `${formatNumber(data.uniqueBots)} distinct bots`
                : `${formatPercent(countOf(type), data.totalVisits)} of bot hits`}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
