import type { SiteStats } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  distinctPages,
  hitsByType,
  humanPageViews,
  rows,
  sessionLength,
  typeFilter,
} from './analytics.queries';
import type { AnalyticsWindow } from './analytics-window';

/** Dashboard figures for the window, and the same for the period just before ('vs last week'). */
export async function readStats(
  db: Database,
  websiteId: number,
  window: AnalyticsWindow,
): Promise<SiteStats> {
  const [current, previous, pages, previousPages, avg, previousAvg, people, bots] = await Promise.all([
    hitsByType(db, websiteId, window, window.start, window.end),
    hitsByType(db, websiteId, window, window.previousStart, window.start),
    distinctPages(db, websiteId, window, 0),
    distinctPages(db, websiteId, window, 1),
    sessionLength(db, websiteId, window, window.start, window.end),
    sessionLength(db, websiteId, window, window.previousStart, window.start),
    humanPageViews(db, websiteId, window.start, window.end),
    rows<{ bots: string }>(
      db,
      sql`select count(distinct bot_name) as bots from bot_hourly_rollups
          where website_id = ${websiteId} and hour >= ${window.start.toISOString()} and hour < ${window.end.toISOString()}${typeFilter(window)}`,
    ),
  ]);
  const distribution: Record<string, number> = {};
  let totalVisits = 0;
  let verified = 0;
  let spoofed = 0;
  for (const row of current) {
    distribution[row.bot_type] = Number(row.visits);
    totalVisits += Number(row.visits);
    verified += Number(row.verified);
    spoofed += Number(row.spoofed);
  }
  const previousTotal = previous.reduce((sum, row) => sum + Number(row.visits), 0);
  const ai = (list: typeof current) => Number(list.find((row) => row.bot_type === 'ai_crawler')?.visits ?? 0);
  return {
    totalVisits,
    aiCrawlers: ai(current),
    pagesCrawled: pages,
    avgSessionTime: avg,
    botTypeDistribution: distribution,
    uniqueBots: Number(bots[0]?.bots ?? 0),
    verification: { verified, spoofed, unverifiable: totalVisits - verified - spoofed },
    humanPageViews: people,
    botShare: totalVisits + people > 0 ? totalVisits / (totalVisits + people) : null,
    previous: {
      totalVisits: previousTotal,
      aiCrawlers: ai(previous),
      pagesCrawled: previousPages,
      avgSessionTime: previousAvg,
    },
  };
}
