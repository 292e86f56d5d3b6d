import type { TopBot } from '@botlens/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { BotNameLink } from '@/features/bots/components/bot-name-link';
import { cn } from '@/lib/utils';
import { botStatus, formatDateTime, formatNumber, purposeLabel, timeAgo } from '../analytics-format';
import { useProfileWebsiteId } from '../analytics-source';
import { useNow } from '../use-now';
import { BotTypeBadge, StatusBadge } from './bot-badges';
import { UserAgentText } from './truncated-text';

function topBotColumns(now: number, websiteId: number | undefined): DataTableColumn<TopBot>[] {
  return [
    {
      id: 'bot',
      header: 'Bot',
      isRowHeader: true,
      sortValue: (bot) => bot.botName,
      cell: (bot) => (
        <>
          <BotNameLink
            name={bot.botName}
            websiteId={websiteId}
            className="block w-fit max-w-full font-medium break-words"
          />
          <UserAgentText userAgent={bot.userAgent} className="whitespace-nowrap text-subtle-foreground" />
        </>
      ),
    },
    { id: 'type', header: 'Type', cell: (bot) => <BotTypeBadge type={bot.botType} /> },
    {
      id: 'operator',
      header: 'Operator / Purpose',
      cell: (bot) => (
        <>
          <span className="block text-foreground">{bot.operator}</span>
          <span className="block text-xs text-muted-foreground">{purposeLabel(bot.purpose)}</span>
        </>
      ),
    },
    {
      id: 'visits',
      header: 'Visits',
      align: 'right',
      sortValue: (bot) => bot.visits,
      sortFirst: 'desc',
      cellClassName: 'font-semibold tabular-nums',
      cell: (bot) => formatNumber(bot.visits),
    },
    {
      id: 'verification',
      header: 'Verified / Spoofed',
      cellClassName: 'text-xs whitespace-nowrap tabular-nums',
      cell: (bot) => (
        <>
          <span className="block text-success-strong" title="Hits verified against the operator's addresses">
            {formatNumber(bot.verifiedVisits)} verified
          </span>
          <span
            className={cn(
              'block',
              bot.spoofedVisits > 0 ? 'font-semibold text-danger-strong' : 'text-subtle-foreground',
            )}
            title="Hits claiming this bot's name from addresses its operator does not use"
          >
            {formatNumber(bot.spoofedVisits)} spoofed
          </span>
        </>
      ),
    },
    {
      id: 'pages',
      header: 'Pages',
      align: 'right',
      sortValue: (bot) => bot.pages,
      sortFirst: 'desc',
      cellClassName: 'tabular-nums',
      cell: (bot) => formatNumber(bot.pages),
    },
    {
      id: 'lastSeen',
      header: 'Last Seen',
      sortValue: (bot) => (bot.lastSeen ? Date.parse(bot.lastSeen) : null),
      sortFirst: 'desc',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (bot) =>
        bot.lastSeen ? (
          <time dateTime={bot.lastSeen} title={formatDateTime(bot.lastSeen)}>
            {timeAgo(bot.lastSeen, now)}
          </time>
        ) : (
          'Unknown'
        ),
    },
    { id: 'status', header: 'Status', cell: (bot) => <StatusBadge status={botStatus(bot.lastSeen, now)} /> },
  ];
}

/**
 * Bots by hits, with who runs them, why they crawl, and how many of their hits were verified against the
 * operator's published addresses or spoofed. Status from the last-seen age (part 1 §4), kept current. A
 * bot's name opens its profile with this website's figures.
 */
export function TopBotsTable({
  bots,
  caption,
  websiteId,
}: {
  bots: readonly TopBot[];
  caption: string;
  /** Whose figures a bot's profile opens with. */
  websiteId: number;
}) {
  const now = useNow(30_000);
  const profileWebsiteId = useProfileWebsiteId(websiteId);
  return (
    <DataTable
      caption={caption}
      columns={topBotColumns(now, profileWebsiteId)}
      rows={bots}
      rowKey={(bot) => `${bot.botName}|${bot.botType}`}
      rowClassName={() => 'align-top'}
      className="min-w-[860px]"
    />
  );
}
