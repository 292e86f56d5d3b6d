import type { HeatmapEntry } from '@botlens/contracts';
import { Progress } from '@/components/ui/progress';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDuration, formatNumber } from '../analytics-format';
import { UrlText } from '../components/truncated-text';
import { activityLevel } from './page-stats';

/** Part 1 §2.11 'Page Activity Breakdown': each page's bot visits, time on page and activity level. */
export function PageBreakdownTable({ pages }: { pages: readonly HeatmapEntry[] }) {
  const maxVisits = Math.max(0, ...pages.map((page) => page.visits));
  return (
    <TableScroll label="Pages by bot visits" className="rounded-lg border">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">Pages by bot visits</caption>
        <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              Page URL
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Bot Visits
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Bots
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Avg Time on Page
            </th>
            <th scope="col" className="w-48 px-3 py-3 font-semibold">
              Activity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {pages.map((page) => {
            const level = activityLevel(page.visits, maxVisits);
            return (
              <tr key={page.url} className="bg-white align-top hover:bg-slate-100/40">
                <th scope="row" className="px-3 py-2.5 text-left font-normal">
                  <UrlText url={page.url} />
                </th>
                <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                  {formatNumber(page.visits)}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(page.bots)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {page.avgTimeOnPage > 0 ? formatDuration(page.avgTimeOnPage) : '—'}
                </td>
                <td className="px-3 py-2.5">
                  <div className="flex items-center gap-2">
                    <Progress value={level} aria-label={`Activity of ${page.url}`} className="h-2" />
                    <span className="w-10 shrink-0 text-right text-xs tabular-nums text-slate-600">
                      {level}%
                    </span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
