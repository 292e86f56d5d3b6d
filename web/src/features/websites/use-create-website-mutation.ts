import type { CreateWebsiteRequest, Website } from '@botlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { WEBSITES_QUERY_KEY } from './use-websites-query';

export function useCreateWebsiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (website: CreateWebsiteRequest): Promise<Website> => {
      const response = await apiRequest('POST', '/api/websites', website);
      return (await response.json()) as Website;
    },
    onSuccess: () => {
      toast({
        title: 'Website added successfully',
        description: 'Now set up bot tracking for your website.',
      });
      // Not awaited: the add dialog closes and the setup dialog opens at once; the list refreshes behind them.
      void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
    // Not onError: that would replace the client's default handler, which logs every failed change.
    onSettled: (_website, error) => {
      if (error) {
        toast({ title: 'Error adding website', description: errorMessage(error), variant: 'destructive' });
      }
    },
  });
}
