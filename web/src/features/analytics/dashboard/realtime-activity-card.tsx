import type { RecentActivityEntry } from '@botlens/contracts';
import { Radio } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BotNameLink } from '@/features/bots/components/bot-name-link';
import { AUTO_REFRESH_MS } from '../analytics-api';
import type { AnalyticsFilters } from '../analytics-filters';
import { feedTimeAgo, formatDateTime, humanize, purposeLabel } from '../analytics-format';
import { AnalyticsCard } from '../components/analytics-card';
import { BotTypeBadge, VerificationBadge } from '../components/bot-badges';
import { LiveBadge, type LiveState } from '../components/live-badge';
import { readableUrl, TruncatedText, UserAgentText } from '../components/truncated-text';
import { useRecentActivityQuery } from '../use-analytics-queries';
import { useNow } from '../use-now';
import { FEED_SIZE } from './use-live-activity';

type RealtimeActivityCardProps = {
  websiteId: number;
  filters: AnalyticsFilters;
  live: LiveState;
  className?: string;
};

const FEED_URL_SHOWN = 50;
const SKELETON_ROWS = ['a', 'b', 'c', 'd'] as const;

/** Part 1 §2.9 'Real-time Activity': pushed over the live feed, refetched every 30 s only without it. */
export function RealtimeActivityCard({ websiteId, filters, live, className }: RealtimeActivityCardProps) {
  const query = useRecentActivityQuery(websiteId, filters, {
    refetchInterval: live === 'live' ? false : AUTO_REFRESH_MS,
  });
  return (
    <AnalyticsCard
      title="Real-time Activity"
      icon={Radio}
      description="The latest bot hits, as they arrive"
      actions={<LiveBadge state={live} />}
      className={className}
    >
      <QueryState
        query={query}
        errorTitle="Could not load the recent activity"
        skeleton={
          <div className="space-y-3">
            {SKELETON_ROWS.map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        }
      >
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState
              icon={<Radio className="size-8" />}
              title="No recent bot activity"
              description="New bot hits appear here."
            />
          ) : (
            <Feed entries={entries.slice(0, FEED_SIZE)} websiteId={websiteId} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}

function Feed({ entries, websiteId }: { entries: readonly RecentActivityEntry[]; websiteId: number }) {
  const now = useNow(1000);
  return (
    <ol aria-label="Latest bot hits, newest first" className="divide-y rounded-lg border">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-0.5 px-3 py-2 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
              <BotNameLink name={entry.botName} websiteId={websiteId} className="break-words" />
              <BotTypeBadge type={entry.botType} />
              <VerificationBadge verification={entry.verification} />
            </p>
            <time
              dateTime={entry.timestamp}
              title={formatDateTime(entry.timestamp)}
              className="shrink-0 text-xs whitespace-nowrap tabular-nums text-slate-500"
            >
              {feedTimeAgo(entry.timestamp, now)}
            </time>
          </div>
          <p className="min-w-0 text-xs text-slate-700">
            {humanize(entry.activity)}{' '}
            <TruncatedText text={readableUrl(entry.url)} max={FEED_URL_SHOWN} className="font-mono" />
          </p>
          <p className="flex min-w-0 flex-wrap gap-x-2 text-xs text-slate-600">
            <span>
              {entry.operator} · {purposeLabel(entry.purpose)}
            </span>
            <UserAgentText userAgent={entry.userAgent} className="text-slate-500" />
          </p>
        </li>
      ))}
    </ol>
  );
}
