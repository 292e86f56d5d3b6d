import { rotateIngestKeyResponse } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { embedCodeQueryKey } from './use-embed-code-query';

/** The old key stops working at once; the middleware snippets carry the key, so they are fetched again. */
export function useRotateIngestKeyMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () =>
      sendApi(
        'POST',
        `${apiPath('/api/websites', websiteId)}/ingest-key`,
        undefined,
        rotateIngestKeyResponse,
      ),
    errorToast: { title: 'Error rotating key' },
    onSuccess: () => {
      toast({
        title: 'Ingest key rotated',
        description: 'Update your middleware or log import with the new key: the old one no longer works.',
      });
      return queryClient.invalidateQueries({ queryKey: embedCodeQueryKey(websiteId) });
    },
  });
}
