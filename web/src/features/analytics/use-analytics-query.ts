import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type AnalyticsFilters, browserTimeZone } from './analytics-filters';

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

type Extra = Record<string, string | number | undefined>;

/** Part 1 §9 / issue 4: the dashboard refreshes every 30 seconds. */
export const AUTO_REFRESH_MS = 30_000;

function searchFor(filters: AnalyticsFilters, extra: Extra = {}): string {
  const params = new URLSearchParams({ range: filters.range, type: filters.type, tz: browserTimeZone() });
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

/** The full path of one analytics call, filters included: every filter the screen shows reaches the server. */
export function analyticsUrl(
  websiteId: number,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  extra?: Extra,
): string {
  return `/api/websites/${websiteId}/${endpoint}?${searchFor(filters, extra)}`;
}

/**
 * Joined with '/' by the default query function into analyticsUrl(...). Under the website's own prefix, so
 * invalidating ['/api/websites', id] (a log import does) refreshes every analytics query of that website.
 */
export function analyticsQueryKey(
  websiteId: number,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  extra?: Extra,
) {
  return ['/api/websites', websiteId, `${endpoint}?${searchFor(filters, extra)}`] as const;
}

/** Every query key of one endpoint of one website, whatever its filters: for invalidation. */
export function isEndpointKey(websiteId: number, endpoint: AnalyticsEndpoint) {
  return (queryKey: QueryKey) =>
    queryKey[0] === '/api/websites' &&
    queryKey[1] === websiteId &&
    typeof queryKey[2] === 'string' &&
    queryKey[2].startsWith(`${endpoint}?`);
}

type Options = {
  extra?: Extra;
  /** Milliseconds between refetches, or false for none (the default: queries never go stale). */
  refetchInterval?: number | false;
};

/**
 * One analytics read for the selected website and filters. Idle while no website is chosen. A 401 answers
 * null (the session ended), which screens show as an error with a retry, like any failed read.
 */
export function useAnalyticsQuery<T>(
  websiteId: number | undefined,
  endpoint: AnalyticsEndpoint,
  filters: AnalyticsFilters,
  { extra, refetchInterval = false }: Options = {},
) {
  return useQuery<T | null>({
    queryKey: analyticsQueryKey(websiteId ?? 0, endpoint, filters, extra),
    enabled: websiteId !== undefined,
    refetchInterval,
    // Changing a filter keeps the previous figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === websiteId ? previous : undefined,
  });
}
