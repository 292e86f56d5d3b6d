import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { WEBSITES_QUERY_KEY } from './use-websites-query';

/** Deletes a website with its data (its hits go in the background on the server). */
export function useDeleteWebsiteMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (website: { id: number; name: string }) =>
      sendApi<null>('DELETE', apiPath('/api/websites', website.id)),
    errorToast: { title: 'Could not delete the website' },
    onSuccess: (_, website) => {
      toast({ title: 'Website deleted', description: `${website.name} and its data have been removed.` });
      return queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
  });
}
