import type { SharedLink } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sharedLinksPath, sharedLinksQueryKey } from './use-shared-links-query';

/** Revoking is immediate on the server: the link answers Not Found from the next request on. */
export function useRevokeSharedLinkMutation(websiteId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (link: SharedLink) => sendApi<null>('DELETE', `${sharedLinksPath(websiteId)}/${link.id}`),
    errorToast: { title: 'Could not revoke the link' },
    onSuccess: (_, link) => {
      toast({ title: 'Shared link revoked', description: `“${link.label}” no longer opens the dashboard.` });
      return queryClient.invalidateQueries({ queryKey: sharedLinksQueryKey(websiteId) });
    },
  });
}
