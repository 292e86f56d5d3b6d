import type { RegisterRequest, User } from '@botlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { USER_QUERY_KEY } from './use-user-query';

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: RegisterRequest): Promise<User> => {
      const response = await apiRequest('POST', '/api/register', account);
      return (await response.json()) as User;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Account created!' });
    },
    // Not onError: that would replace the client's default handler, which logs every failed change.
    onSettled: (_user, error) => {
      if (error) {
        toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
      }
    },
  });
}
