import { type CreateSharedLinkRequest, type SharedLink, sharedLink } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sharedLinksPath, sharedLinksQueryKey } from './use-shared-links-query';

export function useCreateSharedLinkMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: CreateSharedLinkRequest) =>
      sendApi<SharedLink>('POST', sharedLinksPath(websiteId), input, sharedLink),
    errorToast: { title: 'Could not create the link' },
    onSuccess: (link) => {
      toast({ title: 'Shared link created', description: `“${link.label}” is ready to share.` });
      return queryClient.invalidateQueries({ queryKey: sharedLinksQueryKey(websiteId) });
    },
  });
}
