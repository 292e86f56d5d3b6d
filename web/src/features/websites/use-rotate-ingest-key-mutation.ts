import type { rotateIngestKeyResponse } from '@botlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { embedCodeQueryKey } from './use-embed-code-query';

type RotateIngestKeyResponse = z.infer<typeof rotateIngestKeyResponse>;

/** The old key stops working at once; the middleware snippets carry the key, so they are fetched again. */
export function useRotateIngestKeyMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RotateIngestKeyResponse> => {
      const response = await apiRequest('POST', `/api/websites/${websiteId}/ingest-key`);
      return (await response.json()) as RotateIngestKeyResponse;
    },
    onSuccess: () => {
      toast({
        title: 'Ingest key rotated',
        description: 'Update your middleware or log import with the new key: the old one no longer works.',
      });
      return queryClient.invalidateQueries({ queryKey: embedCodeQueryKey(websiteId) });
    },
    onSettled: (_result, error) => {
      if (error) {
        toast({ title: 'Error rotating key', description: errorMessage(error), variant: 'destructive' });
      }
    },
  });
}
