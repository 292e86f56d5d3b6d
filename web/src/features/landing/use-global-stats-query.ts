import type { GlobalStatsResponse } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

/** Public landing counters (part 1 §7, §9): polled every 30 s while the page is open. */
export function useGlobalStatsQuery() {
  return useQuery<GlobalStatsResponse | null>({
    queryKey: ['/api/admin/global-stats'],
    refetchInterval: 30_000,
  });
}
