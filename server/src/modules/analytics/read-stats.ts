import type { SiteStats } from '@botlens/contracts';
import type { ScopedRead } from './analytics-scope';
import {
  distinctPages,
  hitsByType,
  humanPageViews,
  sessionLength,
  type TypeTotals,
  uniqueBots,
} from './stats.queries';

/** Dashboard figures for the window, and the same for the period just before ('vs last week'). */
export async function readStats({ ctx, input }: ScopedRead): Promise<SiteStats> {
  const { db } = ctx;
  const { scope } = input;
  const [current, previous, pages, previousPages, avg, previousAvg, people, bots] = await Promise.all([
    hitsByType(db, scope, 0),
    hitsByType(db, scope, 1),
    distinctPages(db, scope, 0),
    distinctPages(db, scope, 1),
    sessionLength(db, scope, 0),
    sessionLength(db, scope, 1),
    humanPageViews(db, scope),
    uniqueBots(db, scope),
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
  const ai = (list: TypeTotals[]) => Number(list.find((row) => row.bot_type === 'ai_crawler')?.visits ?? 0);
  return {
    totalVisits,
    aiCrawlers: ai(current),
    pagesCrawled: pages,
    avgSessionTime: avg,
    botTypeDistribution: distribution,
    uniqueBots: bots,
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
