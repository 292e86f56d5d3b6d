import type { Website } from '@botlens/contracts';
import { useSearchParams } from 'wouter';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';
import { type AnalyticsFilters, parseRange, parseTypeFilter } from './analytics-filters';

/**
 * Part 1 §4: the website named by ?website= (its id), else by ?trackingId= (opened from the admin table),
 * else the first of the user's list. Never a fixed id.
 */
export function selectWebsite(websites: readonly Website[], params: URLSearchParams): Website | undefined {
  const id = params.get('website');
  const trackingId = params.get('trackingId');
  return (
    (id !== null ? websites.find((website) => String(website.id) === id) : undefined) ??
    (trackingId !== null ? websites.find((website) => website.trackingId === trackingId) : undefined) ??
    websites[0]
  );
}

/**
 * The website and filters of an analytics screen, kept in the address (?website=&range=&type=) so a view can
 * be shared or reloaded. Invalid values in the address fall back to the defaults instead of failing.
 */
export function useAnalyticsParams() {
  const websites = useWebsitesQuery();
  const [params, setParams] = useSearchParams();
  const list = websites.data ?? [];
  const selected = selectWebsite(list, params);
  const filters: AnalyticsFilters = {
    range: parseRange(params.get('range')),
    type: parseTypeFilter(params.get('type')),
  };

  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return {
    websites,
    list,
    selected,
    filters,
    selectWebsite: (websiteId: number) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('trackingId');
          next.set('website', String(websiteId));
          return next;
        },
        { replace: true },
      );
    },
    setFilters: (changes: Partial<AnalyticsFilters>) =>
      update(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))),
  };
}
