import type { BotSession } from '@botlens/contracts';
import { History } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { BotNameLink } from '@/features/bots/components/bot-name-link';
import type { AnalyticsFilters } from '../analytics-filters';
import { formatDateTime, formatDuration, formatNumber } from '../analytics-format';
import { useProfileWebsiteId } from '../analytics-source';
import { AnalyticsCard } from '../components/analytics-card';
import { BotTypeBadge } from '../components/bot-badges';
import { useSessionsQuery } from '../use-analytics-queries';

/** Part 1 §9: the first 10 sessions, newest first. */
const SESSIONS_SHOWN = 10;

export function BotSessionsCard({ websiteId, filters }: { websiteId: number; filters: AnalyticsFilters }) {
  const query = useSessionsQuery(websiteId, filters);
  return (
    <AnalyticsCard
      title="Recent Bot Sessions"
      icon={History}
      description="The latest crawl sessions, newest first"
    >
      <QueryState query={query} errorTitle="Could not load the bot sessions" skeleton={<TableSkeleton />}>
        {(sessions) =>
          sessions.length === 0 ? (
            <EmptyState
              icon={<History className="size-8" />}
              title="No bot sessions"
              description="No bot sessions match these filters."
            />
          ) : (
            <SessionsTable sessions={sessions.slice(0, SESSIONS_SHOWN)} websiteId={websiteId} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}

/** The bot's name opens its profile with this website's figures. */
const botColumn = (websiteId: number | undefined): DataTableColumn<BotSession> => ({
  id: 'bot',
  header: 'Bot',
  isRowHeader: true,
  sortValue: (session) => session.botName,
  cellClassName: 'font-medium break-words',
  cell: (session) => <BotNameLink name={session.botName} websiteId={websiteId} />,
});

const SESSION_COLUMNS: DataTableColumn<BotSession>[] = [
  { id: 'type', header: 'Type', cell: (session) => <BotTypeBadge type={session.botType} /> },
  {
    id: 'pages',
    header: 'Total Pages',
    align: 'right',
    sortValue: (session) => session.totalPages,
    sortFirst: 'desc',
    cellClassName: 'tabular-nums',
    cell: (session) => formatNumber(session.totalPages),
  },
  {
    id: 'duration',
    header: 'Duration',
    align: 'right',
    sortValue: (session) => session.sessionDuration,
    sortFirst: 'desc',
    cellClassName: 'tabular-nums',
    cell: (session) => formatDuration(session.sessionDuration),
  },
  {
    id: 'started',
    header: 'Started',
    sortValue: (session) => Date.parse(session.startTime),
    sortFirst: 'desc',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (session) => <time dateTime={session.startTime}>{formatDateTime(session.startTime)}</time>,
  },
];

function SessionsTable({ sessions, websiteId }: { sessions: readonly BotSession[]; websiteId: number }) {
  const profileWebsiteId = useProfileWebsiteId(websiteId);
  return (
    <DataTable
      caption="Recent bot sessions"
      columns={[botColumn(profileWebsiteId), ...SESSION_COLUMNS]}
      rows={sessions}
      rowKey={(session) => session.id}
      className="min-w-[640px]"
    />
  );
}
