import type { Website } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { useUserQuery } from '@/features/auth/use-user-query';

export const WEBSITES_QUERY_KEY = ['/api/websites'] as const;

/** The signed-in user's websites. Part 1 §6: the query runs only when a user is present. */
export function useWebsitesQuery() {
  const { data: user } = useUserQuery();
  return useQuery<Website[] | null>({ queryKey: WEBSITES_QUERY_KEY, enabled: Boolean(user) });
}
