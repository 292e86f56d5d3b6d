import { type AdminSubscriptionRequest, adminUser } from '@botlens/contracts';
import { toast } from '@/components/ui/use-toast';
import { useRefreshAdminUsers } from '@/features/auth/admin/use-admin-user-mutations';
import { sendApi } from '@/lib/api';
import { apiPath } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Part 2 §8: 'Subscription updated' / 'Error updating subscription' (Cancel Sub too). */
export function useUpdateSubscriptionMutation(userId: number) {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: (body: AdminSubscriptionRequest) =>
      sendApi('PUT', apiPath('/api/admin/users', userId, 'subscription'), body, adminUser),
    errorToast: { title: 'Error updating subscription' },
    onSuccess: () => {
      toast({ title: 'Subscription updated' });
      return refresh();
    },
  });
}

/** 'Usage reset' / 'Monthly analysis count has been reset.'; 'Error resetting usage'. */
export function useResetUsageMutation(userId: number) {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: () =>
      sendApi('POST', apiPath('/api/admin/users', userId, 'reset-usage'), undefined, adminUser),
    errorToast: { title: 'Error resetting usage' },
    onSuccess: () => {
      toast({ title: 'Usage reset', description: 'Monthly analysis count has been reset.' });
      return refresh();
    },
  });
}
