import type { AdminStatsResponse } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

export function useAdminStatsQuery() {
  return useQuery<AdminStatsResponse | null>({ queryKey: ['/api/admin/stats'] });
}
