import { adminStatsResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

export function useAdminStatsQuery() {
  return useApiQuery('/api/admin/stats', { schema: adminStatsResponse });
}
