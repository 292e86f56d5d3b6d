import type { QueryKey } from '@tanstack/react-query';
import { apiPath, apiQueryKey, apiUrl, type QueryParams } from '@/lib/api-url';
import type { AnalyticsFilters } from './analytics-filters';

export type AnalyticsEndpoint =
  | 'stats'
  | 'top-bots'
  | 'traffic-trends'
  | 'recent-activity'
  | 'heatmap'
  | 'sessions'
  | 'activity-grid'
  | 'breakdown'
  | 'export.csv';

/** Part 1 §9: the dashboard refreshes every 30 seconds. */
export const AUTO_REFRESH_MS = 30_000;

/**
 * The full address of one analytics call, filters and the user's preferred time zone included: every filter the
 * screen shows reaches the server. Under the website's own path, so invalidating the website's key (a log
 * import does) refreshes every analytics read of that website.
 */
export function analyticsUrl(
  websiteId: number,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  extra: QueryParams = {},
): string {
  return analyticsUrlAt(apiPath('/api/websites', websiteId), endpoint, filters, extra);
}

/** The same address under another base: a shared link's `/api/shared/<slug>` (analytics-source.tsx). */
export function analyticsUrlAt(
  base: string,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  extra: QueryParams = {},
): string {
  return apiUrl(`${base}/${endpoint}`, {
    ...extra,
    range: filters.range,
    type: filters.type,
    tz: filters.tz,
  });
}

/** The key of every read of one endpoint of one website, whatever its filters: for invalidation. */
export function analyticsEndpointKey(websiteId: number, endpoint: AnalyticsEndpoint): QueryKey {
  return apiQueryKey(`${apiPath('/api/websites', websiteId)}/${endpoint}`);
}
