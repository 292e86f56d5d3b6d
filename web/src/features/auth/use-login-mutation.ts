import { type LoginRequest, user } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { USER_QUERY_KEY } from './use-user-query';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (credentials: LoginRequest) => sendApi('POST', '/api/login', credentials, user),
    errorToast: { title: 'Login failed' },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(USER_QUERY_KEY, signedIn);
      toast({ title: 'Welcome back!' });
    },
  });
}
