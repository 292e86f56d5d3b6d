import { reclassificationStateResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

export const RECLASSIFICATION_URL = '/api/admin/bots/reclassification';
/** While a run goes on, its progress is read again this often. */
const RUNNING_REFRESH_MS = 2000;

/** Whether stored history follows the registry, and the newest run's progress. */
export function useReclassificationQuery() {
  return useApiQuery(RECLASSIFICATION_URL, {
    schema: reclassificationStateResponse,
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_REFRESH_MS : false),
  });
}
