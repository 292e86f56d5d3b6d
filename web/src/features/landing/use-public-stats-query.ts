import type { PublicStatsResponse } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

/** Public landing counters (part 1 §7, §9): polled every 30 s while the page is open. */
export function usePublicStatsQuery() {
  return useQuery<PublicStatsResponse | null>({
    queryKey: ['/api/public-stats'],
    refetchInterval: 30_000,
  });
}
