import { z } from 'zod';
import { BOT_TYPES, VERIFICATIONS } from './bots';
import { wholeNumberParam } from './common';

/** Part 1 §9: the dashboards' time ranges, in days. */
export const RANGES = ['1', '7', '30', '90'] as const;
export const GRANULARITIES = ['hourly', 'daily', 'weekly'] as const;

/**
 * The zone's canonical name: the runtime also knows old aliases (US/Pacific-New, Canada/East-Saskatchewan)
 * that PostgreSQL's tz database has dropped, and every canonical name is one PostgreSQL knows.
 */
function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

function isTimeZone(value: string): boolean {
  // Names only: PostgreSQL reads a bare offset such as "+05:00" with the POSIX sign, the opposite of ISO.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA zone name the runtime knows, in its canonical spelling: the one allow-list of the analytics
 * routes' `tz` and of the user's preferred zone (settings.ts), so a stored preference is always accepted.
 */
export function timeZoneField(name: string) {
  return z
    .string()
    .max(64, `${name} must be an IANA time zone such as Europe/Paris`)
    .refine(isTimeZone, `${name} must be an IANA time zone such as Europe/Paris`)
    .transform(canonicalTimeZone);
}

/**
 * The one query model of every analytics screen: which days, which bot type, and the viewer's time zone
 * (allow-listed: only names the runtime knows reach SQL). Invalid values are a 400, never ignored.
 * Left out, range and tz are the caller's preferences (Settings).
 */
export const analyticsQuery = z.object({
  // Without range or tz the route takes the caller's preferences (default range, time zone): an export link
  // or an API call reads what the screens read.
  range: z.enum(RANGES, { error: 'range must be one of: 1, 7, 30, 90' }).transform(Number).optional(),
  type: z
    .enum(['all', ...BOT_TYPES], { error: `type must be one of: all, ${BOT_TYPES.join(', ')}` })
    .default('all'),
  tz: timeZoneField('tz').optional(),
});
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
/** An analytics query once the caller's preferences have filled in what it left out. */
export type ResolvedAnalyticsQuery = Omit<AnalyticsQuery, 'range' | 'tz'> & { range: number; tz: string };

export const trendsQuery = analyticsQuery
  .extend({
    granularity: z
      .enum(GRANULARITIES, { error: 'granularity must be one of: hourly, daily, weekly' })
      .default('hourly'),
    /** Part 1 §7: heatmaps ask for the last 168 hours; overrides range when given. */
    hours: wholeNumberParam(1, 2160).optional(),
  })
  .refine((query) => query.hours === undefined || query.granularity === 'hourly', {
    // A count of hours is answered hour by hour: a daily or weekly request with one would be quietly ignored.
    message: 'granularity must be hourly when hours is given',
    path: ['granularity'],
  });
export const topBotsQuery = analyticsQuery.extend({
  limit: wholeNumberParam(1, 100).default(10),
});

const verificationCounts = z.object({ verified: z.number(), spoofed: z.number(), unverifiable: z.number() });

export const periodFigures = z.object({
  totalVisits: z.number(),
  aiCrawlers: z.number(),
  pagesCrawled: z.number(),
  avgSessionTime: z.number(),
});

export const siteStats = periodFigures.extend({
  botTypeDistribution: z.record(z.string(), z.number()),
  uniqueBots: z.number(),
  verification: verificationCounts,
  humanPageViews: z.number(),
  /** Bot hits as a share of all page views (0-1), null without any. */
  botShare: z.number().nullable(),
  /** The same figures for the period of equal length just before: the 'vs last week' changes. */
  previous: periodFigures,
});
export type SiteStats = z.infer<typeof siteStats>;

export const topBot = z.object({
  botName: z.string(),
  botType: z.string(),
  operator: z.string(),
  purpose: z.string(),
  userAgent: z.string(),
  visits: z.number(),
  verifiedVisits: z.number(),
  spoofedVisits: z.number(),
  pages: z.number(),
  lastSeen: z.string().nullable(),
});
export type TopBot = z.infer<typeof topBot>;

export const trendPoint = z.object({ hour: z.string(), totalBots: z.number(), aiCrawlers: z.number() });
export type TrendPoint = z.infer<typeof trendPoint>;

export const recentActivityEntry = z.object({
  id: z.number(),
  botName: z.string(),
  botType: z.string(),
  operator: z.string(),
  purpose: z.string(),
  verification: z.enum(VERIFICATIONS),
  activity: z.string(),
  url: z.string(),
  userAgent: z.string(),
  timestamp: z.string(),
});
export type RecentActivityEntry = z.infer<typeof recentActivityEntry>;

export const heatmapEntry = z.object({
  url: z.string(),
  visits: z.number(),
  avgTimeOnPage: z.number(),
  bots: z.number(),
});
export type HeatmapEntry = z.infer<typeof heatmapEntry>;

export const botSession = z.object({
  id: z.number(),
  botName: z.string(),
  botType: z.string(),
  totalPages: z.number(),
  sessionDuration: z.number(),
  startTime: z.string(),
});
export type BotSession = z.infer<typeof botSession>;

export const activityGrid = z.object({
  cells: z.array(
    z.object({ weekday: z.number(), hour: z.number(), count: z.number(), intensity: z.number() }),
  ),
  max: z.number(),
});
export type ActivityGrid = z.infer<typeof activityGrid>;

export const breakdown = z.object({
  byPurpose: z.array(z.object({ purpose: z.string(), visits: z.number() })),
  byOperator: z.array(z.object({ operator: z.string(), visits: z.number() })),
  verification: verificationCounts,
});
export type Breakdown = z.infer<typeof breakdown>;
