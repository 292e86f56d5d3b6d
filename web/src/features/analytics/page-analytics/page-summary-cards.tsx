import type { HeatmapEntry, SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, FileText, Flame } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { formatDuration, formatNumber, URL_SHOWN } from '../analytics-format';
import { readableUrl, TruncatedText } from '../components/truncated-text';
import { averageTimeOnPage } from './page-stats';

type PageSummaryCardsProps = {
  stats: UseQueryResult<SiteStats | null>;
  pages: UseQueryResult<HeatmapEntry[] | null>;
};

/** Part 1 §2.11: Total Pages Crawled, Most Active Page (the first page, or 'No data'), Avg Time on Page. */
export function PageSummaryCards({ stats, pages }: PageSummaryCardsProps) {
  const list = pages.data ?? [];
  const top = list[0];
  const average = averageTimeOnPage(list);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {stats.isPending ? (
        <StatCardSkeleton />
      ) : (
        <StatCard
          title="Total Pages Crawled"
          icon={FileText}
          value={stats.data ? formatNumber(stats.data.pagesCrawled) : '—'}
          caption={
            stats.data ? (
              'Distinct pages with bot hits'
            ) : (
              <RetryCaption onRetry={() => void stats.refetch()} />
            )
          }
        />
      )}
      {pages.isPending ? (
        <StatCardSkeleton />
      ) : (
        <StatCard
          title="Most Active Page"
          icon={Flame}
          tone="warning"
          value={
            pages.isError ? (
              '—'
            ) : top ? (
              <TruncatedText
                text={readableUrl(top.url)}
                max={URL_SHOWN}
                className="block font-mono text-base break-all"
              />
            ) : (
              'No data'
            )
          }
          caption={top ? `${formatNumber(top.visits)} bot visits` : undefined}
        />
      )}
      {pages.isPending ? (
        <StatCardSkeleton />
      ) : (
        <StatCard
          title="Avg Time on Page"
          icon={Clock}
          tone="info"
          value={pages.isError ? '—' : average === null ? 'No data' : formatDuration(average)}
          caption={average === null ? 'No time on page measured yet' : 'Weighted by visits, where measured'}
        />
      )}
    </div>
  );
}

function RetryCaption({ onRetry }: { onRetry: () => void }) {
  return (
    <span className="text-danger-strong">
      Could not load this figure.{' '}
      <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
        Try again
      </button>
    </span>
  );
}
