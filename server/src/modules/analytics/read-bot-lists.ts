import type { Breakdown, TopBot } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWindow, rows, typeFilter } from './analytics.queries';
import type { AnalyticsWindow } from './analytics-window';
import { botIdentity } from './bot-identity';

type NameTotals = {
  bot_name: string;
  bot_type: string;
  visits: string;
  verified: string;
  spoofed: string;
  last_seen: string | Date | null;
  user_agent: string | null;
};

async function totalsByName(db: Database, websiteId: number, window: AnalyticsWindow) {
  return rows<NameTotals>(
    db,
    sql`select bot_name, bot_type, sum(page_views) as visits, sum(verified) as verified, sum(spoofed) as spoofed,
               max(last_seen_at) as last_seen,
               (array_agg(last_user_agent order by last_seen_at desc nulls last))[1] as user_agent
        from bot_hourly_rollups
        where website_id = ${websiteId} and hour >= ${window.start.toISOString()} and hour < ${window.end.toISOString()}${typeFilter(window)}
        group by bot_name, bot_type
        order by visits desc, bot_name`,
  );
}

/**
 * Bots by hits (claimed name, spoofed hits included and counted apart), with the pages they viewed and their
 * last page view (time and user agent).
 */
export async function readTopBots(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
  limit: number,
): Promise<TopBot[]> {
  const top = (await totalsByName(db, websiteId, window)).slice(0, limit);
  if (top.length === 0) return [];
  const names = top.map((row) => row.bot_name);
  const pages = await rows<{ bot_name: string; bot_type: string; pages: string }>(
    db,
    sql`select bot_name, bot_type, count(*) as pages from bot_page_windows
        where website_id = ${websiteId} and ${pageWindow(window, 0)} and page_views > 0
          and bot_name = any(${sql.param(names)}::text[])${typeFilter(window)}
        group by bot_name, bot_type`,
  );
  const pagesByKey = new Map(pages.map((row) => [`${row.bot_name}\u0001${row.bot_type}`, Number(row.pages)]));
  return top.map((row) => ({
    botName: row.bot_name,
    botType: row.bot_type,
    ...botIdentity(row.bot_name),
    userAgent: row.user_agent ?? '',
    visits: Number(row.visits),
    verifiedVisits: Number(row.verified),
    spoofedVisits: Number(row.spoofed),
    pages: pagesByKey.get(`${row.bot_name}\u0001${row.bot_type}`) ?? 0,
    lastSeen: row.last_seen ? new Date(row.last_seen).toISOString() : null,
  }));
}

/** Hits by purpose, by operator and by verification: what a plain bot list does not show. */
export async function readBreakdown(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<Breakdown> {
  const purposes = new Map<string, number>();
  const operators = new Map<string, number>();
  const verification = { verified: 0, spoofed: 0, unverifiable: 0 };
  for (const row of await totalsByName(db, websiteId, window)) {
    const { operator, purpose } = botIdentity(row.bot_name);
    const visits = Number(row.visits);
    purposes.set(purpose, (purposes.get(purpose) ?? 0) + visits);
    operators.set(operator, (operators.get(operator) ?? 0) + visits);
    verification.verified += Number(row.verified);
    verification.spoofed += Number(row.spoofed);
    verification.unverifiable += visits - Number(row.verified) - Number(row.spoofed);
  }
  const sorted = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, visits]) => ({ [key]: name, visits }) as Record<K, string> & { visits: number });
  return { byPurpose: sorted(purposes, 'purpose'), byOperator: sorted(operators, 'operator'), verification };
}
