import {
  type AdminPlanUpdateRequest,
  adminPlansResponse,
  plan,
  type SubscriptionTier,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const ADMIN_PLANS_PATH = '/api/admin/plans';

export function useAdminPlansQuery() {
  return useApiQuery(ADMIN_PLANS_PATH, { schema: adminPlansResponse });
}

/** Saves a plan; the tab's plans and the cards of /pricing are read again. */
export function useUpdatePlanMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ tier, request }: { tier: SubscriptionTier; request: AdminPlanUpdateRequest }) =>
      sendApi('PUT', apiPath(ADMIN_PLANS_PATH, tier), request, plan),
    errorToast: { title: 'Error updating plan' },
    onSuccess: (saved) => {
      toast({ title: 'Plan updated', description: `The ${saved.name} plan is shown and applied as saved.` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey(ADMIN_PLANS_PATH) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey('/api/plans') }),
      ]);
    },
  });
}
