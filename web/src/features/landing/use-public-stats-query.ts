import { publicStatsResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

/** Public landing counters (part 1 §7, §9): polled every 30 s while the page is open. */
export function usePublicStatsQuery() {
  return useApiQuery('/api/public-stats', { schema: publicStatsResponse, refetchInterval: 30_000 });
}
