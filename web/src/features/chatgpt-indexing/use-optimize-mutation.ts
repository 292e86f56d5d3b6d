import { type OptimizeRequest, optimizeResult } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/chatgpt/optimize: suggestions grounded in the live site (it fetches it, so it takes seconds). */
export function useOptimizeMutation() {
  return useApiMutation({
    mutationFn: (input: OptimizeRequest) => sendApi('POST', '/api/chatgpt/optimize', input, optimizeResult),
    errorToast: { title: 'Optimization Failed' },
    onSuccess: () => {
      toast({ title: 'Optimization Complete' });
    },
  });
}
