import {
  activityGrid,
  botSession,
  breakdown,
  type GRANULARITIES,
  heatmapEntry,
  recentActivityEntry,
  siteStats,
  topBot,
  trendPoint,
} from '@botlens/contracts';
import { z } from 'zod';
import type { QueryParams } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';
import { type AnalyticsEndpoint, analyticsUrlAt } from './analytics-api';
import type { AnalyticsFilters } from './analytics-filters';
import { useAnalyticsBase } from './analytics-source';

type Granularity = (typeof GRANULARITIES)[number];

/** Milliseconds between refetches, or false for none (the default: analytics reads never go stale). */
type Refresh = { refetchInterval?: number | false };

/**
 * What every analytics read shares: idle while no website is chosen, and a changed filter keeps the previous
 * figures on screen (dimmed) instead of flashing skeletons. A 401 answers null (the session ended), which
 * screens show as an error with a retry, like any failed read.
 */
function readOptions(websiteId: number | undefined, { refetchInterval = false }: Refresh) {
  return { enabled: websiteId !== undefined, refetchInterval, keepPreviousData: true } as const;
}

/** An endpoint's address under the owner's website or, inside a shared dashboard, under the shared link. */
function useAnalyticsUrl(
  websiteId: number | undefined,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  extra: QueryParams = {},
): string {
  return analyticsUrlAt(useAnalyticsBase(websiteId ?? 0), endpoint, filters, extra);
}

const topBots = z.array(topBot);
const trendPoints = z.array(trendPoint);
const recentActivity = z.array(recentActivityEntry);
const heatmap = z.array(heatmapEntry);
const sessions = z.array(botSession);

export function useStatsQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'stats', filters), {
    schema: siteStats,
    ...readOptions(websiteId, refresh),
  });
}

export function useTopBotsQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  { limit, ...refresh }: Refresh & { limit?: number } = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'top-bots', filters, { limit }), {
    schema: topBots,
    ...readOptions(websiteId, refresh),
  });
}

/** Bot hits per hour, day or week; `hours` (hourly only) overrides the range: the heatmaps' last 168 hours. */
export function useTrafficTrendsQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  { granularity, hours, ...refresh }: Refresh & { granularity: Granularity; hours?: number },
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'traffic-trends', filters, { granularity, hours }), {
    schema: trendPoints,
    ...readOptions(websiteId, refresh),
  });
}

export function useRecentActivityQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'recent-activity', filters), {
    schema: recentActivity,
    ...readOptions(websiteId, refresh),
  });
}

/** Pages by bot visits, with their time on page. */
export function useHeatmapQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'heatmap', filters), {
    schema: heatmap,
    ...readOptions(websiteId, refresh),
  });
}

export function useSessionsQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'sessions', filters), {
    schema: sessions,
    ...readOptions(websiteId, refresh),
  });
}

export function useActivityGridQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'activity-grid', filters), {
    schema: activityGrid,
    ...readOptions(websiteId, refresh),
  });
}

export function useBreakdownQuery(
  websiteId: number | undefined,
  filters: AnalyticsFilters,
  refresh: Refresh = {},
) {
  return useApiQuery(useAnalyticsUrl(websiteId, 'breakdown', filters), {
    schema: breakdown,
    ...readOptions(websiteId, refresh),
  });
}
