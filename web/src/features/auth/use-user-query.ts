import { user } from '@botlens/contracts';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

const USER_URL = '/api/user';
export const USER_QUERY_KEY = apiQueryKey(USER_URL);

/** The signed-in user, or null when signed out (a 401 answers null). */
export function useUserQuery() {
  return useApiQuery(USER_URL, { schema: user });
}
