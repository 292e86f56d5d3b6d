import type { TopBot } from '@botlens/contracts';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/utils';
import { botStatus, formatDateTime, formatNumber, purposeLabel, timeAgo } from '../analytics-format';
import { useNow } from '../use-now';
import { BotTypeBadge, StatusBadge } from './bot-badges';
import { UserAgentText } from './truncated-text';

const HEADERS: readonly { label: string; numeric?: boolean }[] = [
  { label: 'Bot' },
  { label: 'Type' },
  { label: 'Operator / Purpose' },
  { label: 'Visits', numeric: true },
  { label: 'Verified / Spoofed' },
  { label: 'Pages', numeric: true },
  { label: 'Last Seen' },
  { label: 'Status' },
];

/**
 * Bots by hits, with who runs them, why they crawl, and how many of their hits were verified against the
 * operator's published addresses or spoofed. Status from the last-seen age (part 1 §4), kept current.
 */
export function TopBotsTable({ bots, caption }: { bots: readonly TopBot[]; caption: string }) {
  const now = useNow(30_000);
  return (
    <TableScroll label={caption} className="rounded-lg border">
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header.label}
                scope="col"
                className={cn('px-2.5 py-3 font-semibold', header.numeric && 'text-right')}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {bots.map((bot) => (
            <tr key={`${bot.botName}|${bot.botType}`} className="bg-white align-top hover:bg-slate-100/40">
              <th scope="row" className="px-2.5 py-2.5 text-left font-normal">
                <span className="block font-medium break-words text-slate-900">{bot.botName}</span>
                <UserAgentText userAgent={bot.userAgent} className="whitespace-nowrap text-slate-500" />
              </th>
              <td className="px-2.5 py-2.5">
                <BotTypeBadge type={bot.botType} />
              </td>
              <td className="px-2.5 py-2.5">
                <span className="block text-slate-900">{bot.operator}</span>
                <span className="block text-xs text-slate-600">{purposeLabel(bot.purpose)}</span>
              </td>
              <td className="px-2.5 py-2.5 text-right font-semibold tabular-nums">
                {formatNumber(bot.visits)}
              </td>
              <td className="px-2.5 py-2.5 text-xs whitespace-nowrap tabular-nums">
                <span className="block text-green-700" title="Hits verified against the operator's addresses">
                  {formatNumber(bot.verifiedVisits)} verified
                </span>
                <span
                  className={cn(
                    'block',
                    bot.spoofedVisits > 0 ? 'font-semibold text-red-700' : 'text-slate-500',
                  )}
                  title="Hits claiming this bot's name from addresses its operator does not use"
                >
                  {formatNumber(bot.spoofedVisits)} spoofed
                </span>
              </td>
              <td className="px-2.5 py-2.5 text-right tabular-nums">{formatNumber(bot.pages)}</td>
              <td className="px-2.5 py-2.5 whitespace-nowrap text-slate-600">
                {bot.lastSeen ? (
                  <time dateTime={bot.lastSeen} title={formatDateTime(bot.lastSeen)}>
                    {timeAgo(bot.lastSeen, now)}
                  </time>
                ) : (
                  'Unknown'
                )}
              </td>
              <td className="px-2.5 py-2.5">
                <StatusBadge status={botStatus(bot.lastSeen, now)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
