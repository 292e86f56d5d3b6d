import { websiteList } from '@botlens/contracts';
import { useUserQuery } from '@/features/auth/use-user-query';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

export const WEBSITES_URL = '/api/websites';
/** Every read under /api/websites: the list, and each website's embed code and analytics. */
export const WEBSITES_QUERY_KEY = apiQueryKey(WEBSITES_URL);

/** The signed-in user's websites. Part 1 §6: the query runs only when a user is present. */
export function useWebsitesQuery() {
  const { data: user } = useUserQuery();
  return useApiQuery(WEBSITES_URL, { schema: websiteList, enabled: Boolean(user) });
}
