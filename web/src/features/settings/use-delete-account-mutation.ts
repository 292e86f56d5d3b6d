import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * DELETE /api/account with the e-mail typed as confirmation (204). The session is gone with the account,
 * so everything cached for it is dropped and the person lands on the home page, signed out.
 */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useApiMutation({
    mutationFn: (confirmation: string) => sendApi<null>('DELETE', '/api/account', { confirmation }),
    errorToast: { title: 'Could not delete your account' },
    onSuccess: () => {
      queryClient.clear();
      navigate('/', { replace: true });
      toast({ title: 'Account deleted', description: 'Your account and its data have been removed.' });
    },
  });
}
