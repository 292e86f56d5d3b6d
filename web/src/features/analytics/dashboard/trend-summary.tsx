import type { TrendPoint } from '@botlens/contracts';
import { formatNumber, formatPercent } from '../analytics-format';
import type { Granularity } from './trend-granularity';
import { bucketTitle, trendTotals } from './trend-labels';

/** The chart's figures as text: totals, the AI crawlers' share and the busiest bucket. */
export function TrendSummary({
  points,
  granularity,
  timeZone,
}: {
  points: readonly TrendPoint[];
  granularity: Granularity;
  timeZone: string;
}) {
  const totals = trendTotals(points);
  const peak = points.reduce<TrendPoint | undefined>(
    (best, point) => (!best || point.totalBots > best.totalBots ? point : best),
    undefined,
  );
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3 border-t pt-4 text-sm">
      <div>
        <dt className="text-xs text-slate-600">Bot hits</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formatNumber(totals.totalBots)}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">From AI crawlers</dt>
        <dd className="font-semibold tabular-nums text-slate-900">
          {formatNumber(totals.aiCrawlers)}{' '}
          <span className="font-normal text-slate-500">
            ({formatPercent(totals.aiCrawlers, totals.totalBots)})
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">Busiest</dt>
        <dd className="font-semibold text-slate-900">
          {peak ? `${bucketTitle(peak.hour, granularity, timeZone)} (${formatNumber(peak.totalBots)})` : '—'}
        </dd>
      </div>
    </dl>
  );
}
