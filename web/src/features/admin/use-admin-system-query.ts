import { adminSystemResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

/** Part 2 §9: the dashboard refreshes every 30 seconds. */
export const SYSTEM_REFRESH_MS = 30_000;

export function useAdminSystemQuery() {
  return useApiQuery('/api/admin/system', {
    schema: adminSystemResponse,
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}
