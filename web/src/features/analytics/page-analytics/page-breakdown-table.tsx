import type { HeatmapEntry } from '@botlens/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Progress } from '@/components/ui/progress';
import { formatDuration, formatNumber } from '../analytics-format';
import { UrlText } from '../components/truncated-text';
import { activityLevel } from './page-stats';

function pageColumns(maxVisits: number): DataTableColumn<HeatmapEntry>[] {
  return [
    {
      id: 'url',
      header: 'Page URL',
      isRowHeader: true,
      sortValue: (page) => page.url,
      cell: (page) => <UrlText url={page.url} />,
    },
    {
      id: 'visits',
      header: 'Bot Visits',
      align: 'right',
      sortValue: (page) => page.visits,
      sortFirst: 'desc',
      cellClassName: 'font-semibold tabular-nums',
      cell: (page) => formatNumber(page.visits),
    },
    {
      id: 'bots',
      header: 'Bots',
      align: 'right',
      sortValue: (page) => page.bots,
      sortFirst: 'desc',
      cellClassName: 'tabular-nums',
      cell: (page) => formatNumber(page.bots),
    },
    {
      id: 'time',
      header: 'Avg Time on Page',
      align: 'right',
      // Pages where no time was measured sort last, not as the shortest.
      sortValue: (page) => (page.avgTimeOnPage > 0 ? page.avgTimeOnPage : null),
      sortFirst: 'desc',
      cellClassName: 'tabular-nums',
      cell: (page) => (page.avgTimeOnPage > 0 ? formatDuration(page.avgTimeOnPage) : '—'),
    },
    {
      id: 'activity',
      header: 'Activity',
      headerClassName: 'w-48',
      cell: (page) => {
        const level = activityLevel(page.visits, maxVisits);
        return (
          <div className="flex items-center gap-2">
            <Progress value={level} aria-label={`Activity of ${page.url}`} className="h-2" />
            <span className="w-10 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
              {level}%
            </span>
          </div>
        );
      },
    },
  ];
}

/** Part 1 §2.11 'Page Activity Breakdown': each page's bot visits, time on page and activity level. */
export function PageBreakdownTable({ pages }: { pages: readonly HeatmapEntry[] }) {
  const maxVisits = Math.max(0, ...pages.map((page) => page.visits));
  return (
    <DataTable
      caption="Pages by bot visits"
      columns={pageColumns(maxVisits)}
      rows={pages}
      rowKey={(page) => page.url}
      rowClassName={() => 'align-top'}
      className="min-w-[720px]"
    />
  );
}
