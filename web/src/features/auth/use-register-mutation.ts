import { type RegisterRequest, user } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { USER_QUERY_KEY } from './use-user-query';

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (account: RegisterRequest) => sendApi('POST', '/api/register', account, user),
    errorToast: { title: 'Registration failed' },
    onSuccess: (created) => {
      queryClient.setQueryData(USER_QUERY_KEY, created);
      toast({ title: 'Account created!' });
    },
  });
}
