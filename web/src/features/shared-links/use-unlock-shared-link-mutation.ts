import { useQueryClient } from '@tanstack/react-query';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { sharedApiBase, sharedDashboardQueryKey } from './use-shared-dashboard-query';

/**
 * Sends the password; the server answers with an HttpOnly cookie for this link alone, so the page only
 * reads the link's description again. A wrong password is shown under the field, not as a toast.
 */
export function useUnlockSharedLinkMutation(slug: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (password: string) => sendApi<null>('POST', `${sharedApiBase(slug)}/unlock`, { password }),
    errorToast: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedDashboardQueryKey(slug) }),
  });
}
