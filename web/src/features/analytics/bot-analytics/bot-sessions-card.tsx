import type { BotSession } from '@botlens/contracts';
import { History } from 'lucide-react';
import { TableScroll } from '@/components/ui/table-scroll';
import type { AnalyticsFilters } from '../analytics-filters';
import { formatDateTime, formatDuration, formatNumber } from '../analytics-format';
import { AnalyticsCard } from '../components/analytics-card';
import { BotTypeBadge } from '../components/bot-badges';
import { EmptyState } from '../components/empty-state';
import { QueryState } from '../components/query-state';
import { TableSkeleton } from '../components/table-skeleton';
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
            <SessionsTable sessions={sessions.slice(0, SESSIONS_SHOWN)} />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}

function SessionsTable({ sessions }: { sessions: readonly BotSession[] }) {
  return (
    <TableScroll label="Recent bot sessions" className="rounded-lg border">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Recent bot sessions</caption>
        <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              Bot
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Total Pages
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Duration
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Started
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {sessions.map((session) => (
            <tr key={session.id} className="bg-white hover:bg-slate-100/40">
              <th scope="row" className="px-3 py-2.5 text-left font-medium break-words text-slate-900">
                {session.botName}
              </th>
              <td className="px-3 py-2.5">
                <BotTypeBadge type={session.botType} />
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(session.totalPages)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">
                {formatDuration(session.sessionDuration)}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
                <time dateTime={session.startTime}>{formatDateTime(session.startTime)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
