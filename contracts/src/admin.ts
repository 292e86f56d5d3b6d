import { z } from 'zod';
import { user } from './auth';

export const adminUsersResponse = z.array(user);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  totalWebsites: z.number().int(),
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/** Landing page counters (public): every bot session and bot page view recorded. */
export const globalStatsResponse = z.object({
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type GlobalStatsResponse = z.infer<typeof globalStatsResponse>;
