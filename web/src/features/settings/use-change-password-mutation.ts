import { type ChangePasswordRequest, changePasswordResponse } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useChangePasswordMutation() {
  return useApiMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      sendApi('PUT', '/api/account/password', body, changePasswordResponse),
    errorToast: { title: 'Could not change your password' },
    onSuccess: ({ otherSessionsSignedOut }) => {
      toast({
        title: 'Password changed',
        description:
          otherSessionsSignedOut > 0
            ? `Signed out of ${otherSessionsSignedOut} other ${otherSessionsSignedOut === 1 ? 'session' : 'sessions'}.`
            : 'You stay signed in here.',
      });
    },
  });
}
