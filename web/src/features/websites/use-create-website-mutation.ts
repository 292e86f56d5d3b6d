import { type CreateWebsiteRequest, website } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { WEBSITES_QUERY_KEY, WEBSITES_URL } from './use-websites-query';

export function useCreateWebsiteMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (request: CreateWebsiteRequest) => sendApi('POST', WEBSITES_URL, request, website),
    errorToast: { title: 'Error adding website' },
    onSuccess: () => {
      toast({
        title: 'Website added successfully',
        description: 'Now set up bot tracking for your website.',
      });
      // Not awaited: the add dialog closes and the setup dialog opens at once; the list refreshes behind them.
      void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
  });
}
