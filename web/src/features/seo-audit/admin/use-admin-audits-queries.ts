import { adminAuditsResponse } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey, apiUrl } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const ADMIN_AUDITS_PATH = '/api/admin/audits';

/** A page of every audit and the counts of the same search; the previous page stays while the next loads. */
export function useAdminAuditsQuery(search: string, page: number) {
  return useApiQuery(apiUrl(ADMIN_AUDITS_PATH, { search: search || undefined, page }), {
    schema: adminAuditsResponse,
    keepPreviousData: true,
  });
}

/** Part 2 §8, Dashboard delete audit: 'SEO audit deleted', or 'Error deleting audit'. */
export function useDeleteAuditMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (audit: { id: number; domain: string }) =>
      sendApi<null>('DELETE', apiPath(ADMIN_AUDITS_PATH, audit.id)),
    errorToast: { title: 'Error deleting audit' },
    onSuccess: (_, audit) => {
      toast({ title: 'SEO audit deleted', description: `The audit of ${audit.domain} has been removed.` });
      return queryClient.invalidateQueries({ queryKey: apiQueryKey(ADMIN_AUDITS_PATH) });
    },
  });
}
