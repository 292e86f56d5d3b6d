import type { HeatmapEntry } from '@botlens/contracts';
import { FileText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AnalyticsFilters } from '../analytics-filters';
import { formatDuration, formatNumber } from '../analytics-format';
import { AnalyticsCard } from '../components/analytics-card';
import { UrlText } from '../components/truncated-text';
import { useHeatmapQuery } from '../use-analytics-queries';

/** Part 1 §9: the heatmap screen lists the first 6 pages. */
const PAGES_SHOWN = 6;

export function TopPagesCard({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  const query = useHeatmapQuery(websiteId, filters);
  return (
    <AnalyticsCard title="Top Pages by Activity" icon={FileText} description="The pages bots visit most">
      <QueryState
        query={query}
        errorTitle="Could not load the top pages"
        skeleton={<TableSkeleton rows={6} />}
      >
        {(pages) =>
          pages.length === 0 ? (
            <EmptyState
              icon={<FileText className="size-8" />}
              title="No Activity Data"
              description="No bot has visited a page in this period."
            />
          ) : (
            <TopPages pages={pages.slice(0, PAGES_SHOWN)} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}

function TopPages({ pages }: { pages: readonly HeatmapEntry[] }) {
  const max = Math.max(1, ...pages.map((page) => page.visits));
  return (
    <ol className="space-y-3">
      {pages.map((page, index) => (
        <li key={page.url} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-semibold text-blue-700"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex items-start justify-between gap-3">
              <UrlText url={page.url} />
              <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
                {formatNumber(page.visits)} <span className="font-normal text-slate-500">visits</span>
              </span>
            </div>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-orange-500"
                style={{ width: `${(page.visits / max) * 100}%` }}
              />
            </div>
            <p className="text-xs text-slate-600">
              {formatNumber(page.bots)} {page.bots === 1 ? 'bot' : 'bots'}
              {page.avgTimeOnPage > 0 ? ` · ${formatDuration(page.avgTimeOnPage)} on page` : ''}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
