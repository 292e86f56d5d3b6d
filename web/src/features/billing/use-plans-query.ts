import { plansResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

/** GET /api/plans: the plans as the server holds them (and enforces them), cheapest first. */
export function usePlansQuery() {
  return useApiQuery('/api/plans', { schema: plansResponse, on401: 'throw', staleTime: 5 * 60_000 });
}
