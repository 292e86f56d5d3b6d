import type { BotSiteData } from '@botlens/contracts';
import {
  Bot,
  CalendarClock,
  FileText,
  LineChart,
  ShieldAlert,
  ShieldCheck,
  ShieldQuestion,
} from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { STAT_GRID, StatCard, StatCardsSkeleton } from '@/components/stat-card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime, formatNumber, timeAgo } from '@/features/analytics/analytics-format';
import { AnalyticsCard } from '@/features/analytics/components/analytics-card';
import { readableUrl, TruncatedText } from '@/features/analytics/components/truncated-text';
import { useNow } from '@/features/analytics/use-now';
import { useBotSiteDataQuery } from '../use-bot-queries';
import { BotHitsChart } from './bot-hits-chart';

type BotSiteFiguresProps = {
  websiteId: number;
  websiteName: string;
  slug: string;
  days: number;
  /** The registry's name; null for a bot it does not know, whose recorded names are then shown. */
  knownName: string | null;
};

/** The bot's hits on the website: how many and how verified, when it came, per day, and on which pages. */
export function BotSiteFigures({ websiteId, websiteName, slug, days, knownName }: BotSiteFiguresProps) {
  const query = useBotSiteDataQuery(websiteId, slug, days);
  return (
    <QueryState
      query={query}
      errorTitle="Could not load this bot's visits"
      skeleton={<StatCardsSkeleton count={4} label="Loading this bot's visits" />}
    >
      {(data) =>
        data.firstSeen === null ? (
          <EmptyState
            icon={<Bot className="size-8" />}
            title={`No visits to ${websiteName} yet`}
            description="BotLens has recorded no page view from this bot on this website."
          />
        ) : (
          <Figures data={data} showNames={knownName === null} />
        )
      }
    </QueryState>
  );
}

function Figures({ data, showNames }: { data: BotSiteData; showNames: boolean }) {
  const now = useNow(60_000);
  const range = `in the last ${data.days} days`;
  return (
    <div className="space-y-6">
      {showNames && (
        <p className="text-sm text-muted-foreground">
          Recorded on this website as{' '}
          <span className="font-medium break-words text-foreground">{data.names.join(', ')}</span>
        </p>
      )}
      <div className={STAT_GRID}>
        <StatCard title="Hits" value={formatNumber(data.hits)} icon={Bot} caption={`Page views ${range}`} />
        <StatCard
          title="Verified"
          value={formatNumber(data.verified)}
          icon={ShieldCheck}
          tone="success"
          caption="From the operator's published addresses"
        />
        <StatCard
          title="Unverifiable"
          value={formatNumber(data.unverifiable)}
          icon={ShieldQuestion}
          tone="neutral"
          caption="Nothing published to check against"
        />
        <StatCard
          title="Spoofed"
          value={formatNumber(data.spoofed)}
          icon={ShieldAlert}
          tone="danger"
          caption="Claimed its name from other addresses"
        />
      </div>
      <AnalyticsCard title="First and last seen" icon={CalendarClock} description="On this website, ever">
        <dl className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['First seen', data.firstSeen],
              ['Last seen', data.lastSeen],
            ] as const
          ).map(([term, at]) => (
            <div key={term} className="space-y-1">
              <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
              <dd className="text-foreground">
                {at ? (
                  <time dateTime={at}>
                    {formatDateTime(at)} <span className="text-muted-foreground">({timeAgo(at, now)})</span>
                  </time>
                ) : (
                  'Unknown'
                )}
              </dd>
            </div>
          ))}
        </dl>
      </AnalyticsCard>
      <AnalyticsCard
        title="Hits over time"
        icon={LineChart}
        description={`Page views per day (UTC) ${range}`}
      >
        <div className="h-64">
          <BotHitsChart series={data.series} />
        </div>
      </AnalyticsCard>
      <AnalyticsCard title="Top pages" icon={FileText} description={`The pages it viewed most ${range}`}>
        <DataTable
          caption="Top pages of this bot"
          columns={PAGE_COLUMNS}
          rows={data.topPages}
          rowKey={(page) => page.path}
          empty={`No page views ${range}. Try a longer time range.`}
        />
      </AnalyticsCard>
    </div>
  );
}

const PAGE_COLUMNS: DataTableColumn<BotSiteData['topPages'][number]>[] = [
  {
    id: 'page',
    header: 'Page',
    isRowHeader: true,
    cell: (page) => <TruncatedText text={readableUrl(page.path)} max={80} className="font-mono text-sm" />,
  },
  {
    id: 'hits',
    header: 'Hits',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (page) => formatNumber(page.hits),
  },
];
