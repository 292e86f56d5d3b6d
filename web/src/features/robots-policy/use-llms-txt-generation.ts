import { latestLlmsTxtGeneration, llmsTxtGeneration } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

/** While a generation runs, its progress is read again this often. */
const RUNNING_REFRESH_MS = 1000;

export const llmsTxtUrl = (websiteId: number) => `${apiPath('/api/websites', websiteId)}/llms-txt`;

/** GET /api/websites/:id/llms-txt: the newest generation (null before the first), polled while it runs. */
export function useLlmsTxtGenerationQuery(websiteId: number) {
  return useApiQuery(llmsTxtUrl(websiteId), {
    schema: latestLlmsTxtGeneration,
    refetchInterval: (query) =>
      query.state.data?.generation?.status === 'running' ? RUNNING_REFRESH_MS : false,
  });
}

/**
 * POST /api/websites/:id/llms-txt: starts a generation (or answers with the one already running); the
 * answer is shown at once, then polled. The panel shows a failure itself.
 */
export function useStartLlmsTxtGenerationMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => sendApi('POST', llmsTxtUrl(websiteId), undefined, llmsTxtGeneration),
    errorToast: false,
    onSuccess: (generation) => {
      queryClient.setQueryData(apiQueryKey(llmsTxtUrl(websiteId)), { generation });
    },
  });
}
