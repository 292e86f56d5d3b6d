import type { AdminStatsResponse, PublicStatsResponse } from '@botlens/contracts';
import { count, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { botHourlyRollups, botSessions, isLiveWebsite, users, websites } from '../../db/schema';
import { DELETED_ACCOUNT_HASH } from '../auth/delete-account.queries';

/** Product-wide totals. Page views come from the hourly rollups, never a scan of raw events. */
export async function readAdminStats(db: Database): Promise<AdminStatsResponse> {
  const [[u], [w], traffic] = await Promise.all([
    // An account being deleted waits for its websites' purge before its row goes: no longer a user.
    db.select({ n: count() }).from(users).where(ne(users.passwordHash, DELETED_ACCOUNT_HASH)),
    db.select({ n: count() }).from(websites).where(isLiveWebsite),
    readPublicStats(db),
  ]);
  return { totalUsers: Number(u?.n ?? 0), totalWebsites: Number(w?.n ?? 0), ...traffic };
}

/** The landing page's two figures: bot sessions and bot page views, of every website. */
export async function readPublicStats(db: Database): Promise<PublicStatsResponse> {
  const [[s], [p]] = await Promise.all([
    db.select({ n: count() }).from(botSessions),
    db.select({ n: sql<string>`coalesce(sum(${botHourlyRollups.pageViews}), 0)` }).from(botHourlyRollups),
  ]);
  return { totalBotSessions: Number(s?.n ?? 0), totalPageViews: Number(p?.n ?? 0) };
}
