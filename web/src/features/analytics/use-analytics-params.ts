import { usePreferencesQuery } from '@/features/settings/use-preferences-query';
import { searchWithWebsite, selectWebsite } from '@/features/websites/select-website';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';
import { useAddressParams } from '@/lib/use-address-params';
import { type AnalyticsFilters, browserTimeZone, parseRange, parseTypeFilter } from './analytics-filters';

/**
 * The website and filters of an analytics screen, kept in the address (?website=&range=&type=) so a view can
 * be shared or reloaded. Invalid filters in the address fall back to the defaults instead of failing; a
 * website the user does not have is 'not-found' (selectWebsite). The defaults are the user's preferences
 * (Settings): their default range when the address names none, and their time zone for every hour and day
 * (the browser's until the preferences have loaded, or if they cannot be).
 */
export function useAnalyticsParams() {
  const websites = useWebsitesQuery();
  const preferences = usePreferencesQuery().data;
  const { params, setParams, update } = useAddressParams();
  const list = websites.data ?? [];
  const selection = selectWebsite(list, params);
  const filters: AnalyticsFilters = {
    range: parseRange(params.get('range'), preferences?.defaultRangeDays),
    type: parseTypeFilter(params.get('type')),
    tz: preferences?.timeZone ?? browserTimeZone(),
  };

  return {
    websites,
    list,
    selection,
    selected: selection.kind === 'selected' ? selection.website : undefined,
    filters,
    /** The address's search for another website, filters kept: for links to it. */
    searchFor: (websiteId: number) => searchWithWebsite(params, websiteId),
    selectWebsite: (websiteId: number) => {
      setParams((previous) => new URLSearchParams(searchWithWebsite(previous, websiteId)), { replace: true });
    },
    setFilters: (changes: Partial<AnalyticsFilters>) => update(changes),
  };
}
