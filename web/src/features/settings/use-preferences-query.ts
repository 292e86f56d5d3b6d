import { preferencesResponse } from '@botlens/contracts';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

const PREFERENCES_URL = '/api/account/preferences';
export const PREFERENCES_QUERY_KEY = apiQueryKey(PREFERENCES_URL);

/** The signed-in user's time zone, default range and digest choice; null when signed out. */
export function usePreferencesQuery() {
  return useApiQuery(PREFERENCES_URL, { schema: preferencesResponse, staleTime: 5 * 60_000 });
}
