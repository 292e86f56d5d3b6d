import { z } from 'zod';
export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  totalWebsites: z.number().int(),
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/**
 * GET /api/public-stats: the landing page's counters, for anyone. Only what the page shows: every bot
 * session and bot page view recorded (the specification's /api/admin/global-stats, renamed: it is public).
 */
export const publicStatsResponse = z.object({
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type PublicStatsResponse = z.infer<typeof publicStatsResponse>;
