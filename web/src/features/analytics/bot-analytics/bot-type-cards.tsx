import { BOT_TYPES, type SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bot, Brain, type LucideIcon, Search, Shapes, Share2 } from 'lucide-react';
import { LoadError } from '@/features/websites/components/load-error';
import { cn } from '@/lib/utils';
import { BOT_TYPE_LABELS, type TypeFilter } from '../analytics-filters';
import { formatNumber, formatPercent } from '../analytics-format';
import { StatCardSkeleton } from '../components/stat-card';

const ICONS: Record<TypeFilter, { icon: LucideIcon; className: string }> = {
  all: { icon: Bot, className: 'bg-blue-50 text-blue-700' },
  search_engine: { icon: Search, className: 'bg-blue-50 text-blue-700' },
  ai_crawler: { icon: Brain, className: 'bg-purple-50 text-purple-700' },
  social_media: { icon: Share2, className: 'bg-pink-50 text-pink-700' },
  other: { icon: Shapes, className: 'bg-slate-100 text-slate-700' },
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
    return (
      <div className={GRID} role="status" aria-label="Loading bot type counts">
        {CARDS.map((type) => (
          <StatCardSkeleton key={type} />
        ))}
      </div>
    );
  }
  const data = stats.data;
  if (stats.isError || !data) {
    return (
      <LoadError
        title="Could not load the bot type counts"
        error={stats.error ?? 'Your session may have ended. Sign in again and retry.'}
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
        const { icon: Icon, className } = ICONS[type];
        const pressed = selected === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(type)}
            className={cn(
              'block space-y-1 rounded-xl border bg-white p-5 text-left shadow-sm transition-colors hover:border-blue-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2',
              pressed && 'border-blue-600 bg-blue-50/40 ring-1 ring-blue-600',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-600">
                {type === 'all' ? 'All Bots' : BOT_TYPE_LABELS[type]}
              </span>
              <span className={cn('flex size-8 items-center justify-center rounded-lg', className)}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </span>
            <span className="block text-2xl font-bold tabular-nums text-slate-900">
              {formatNumber(countOf(type))}
            </span>
            <span className="block text-xs text-slate-600">
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
