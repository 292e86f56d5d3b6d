import type { LoginRequest, User } from '@botlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { USER_QUERY_KEY } from './use-user-query';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<User> => {
      const response = await apiRequest('POST', '/api/login', credentials);
      return (await response.json()) as User;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Welcome back!' });
    },
    // Not onError: that would replace the client's default handler, which logs every failed change.
    onSettled: (_user, error) => {
      if (error) toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
