import type { BotSession, HeatmapEntry, RecentActivityEntry } from '@botlens/contracts';
import type { ScopedRead } from './analytics-scope';
import { botIdentity } from './bot-identity';
import { latestBotHits, latestBotSessions, pagesByHits } from './event-lists.queries';

const RECENT_LIMIT = 10;
const PAGES_LIMIT = 50;
const SESSIONS_LIMIT = 50;

/** The latest bot hits, newest first (the feed shows 10). */
export async function readRecentActivity({ ctx, input }: ScopedRead): Promise<RecentActivityEntry[]> {
  const result = await latestBotHits(ctx.db, input.scope, RECENT_LIMIT);
  return result.map((row) => ({
    id: Number(row.id),
    botName: row.bot_name,
    botType: row.bot_type,
    ...botIdentity(row.bot_name),
    verification: row.verification,
    activity: row.event,
    url: row.url,
    userAgent: row.user_agent,
    timestamp: new Date(row.occurred_at).toISOString(),
  }));
}

/** Pages by bot hits, with the mean time on page that snippet page-leave events measured (seconds). */
export async function readPageHeatmap({ ctx, input }: ScopedRead): Promise<HeatmapEntry[]> {
  const result = await pagesByHits(ctx.db, input.scope, PAGES_LIMIT);
  return result.map((row) => ({
    url: row.path,
    visits: Number(row.visits),
    avgTimeOnPage: Math.round(Number(row.avg_ms ?? 0) / 1000),
    bots: Number(row.bots),
  }));
}

/** Bot sessions that started in the window, newest first. */
export async function readSessions({ ctx, input }: ScopedRead): Promise<BotSession[]> {
  const result = await latestBotSessions(ctx.db, input.scope, SESSIONS_LIMIT);
  return result.map((row) => ({
    id: Number(row.id),
    botName: row.bot_name,
    botType: row.bot_type,
    totalPages: Number(row.total_pages),
    sessionDuration: Math.round(Number(row.seconds)),
    startTime: new Date(row.started_at).toISOString(),
  }));
}
