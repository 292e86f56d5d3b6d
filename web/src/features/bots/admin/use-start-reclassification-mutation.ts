import { reclassificationStateResponse } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { RECLASSIFICATION_URL } from './use-reclassification-query';

/** Starts a run now; the answer is the new state, shown at once, and then read again while it runs. */
export function useStartReclassificationMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => sendApi('POST', RECLASSIFICATION_URL, undefined, reclassificationStateResponse),
    errorToast: { title: 'Could not start the reclassification' },
    onSuccess: (state) => {
      queryClient.setQueryData(apiQueryKey(RECLASSIFICATION_URL), state);
      toast({
        title: 'Reclassification started',
        description: 'Stored history is being renamed in the background.',
      });
    },
  });
}
