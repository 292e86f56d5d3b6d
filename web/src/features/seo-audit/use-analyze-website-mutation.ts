import type { SeoAudit } from '@botlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/use-user-query';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { auditQueryKey } from './use-audit-query';
import { SEO_AUDITS_QUERY_KEY } from './use-seo-audits-query';

/** POST /api/analyze-website with a domain already stripped of protocol and path (part 2 §5). */
export function useAnalyzeWebsiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string): Promise<SeoAudit> => {
      const response = await apiRequest('POST', '/api/analyze-website', { domain });
      return (await response.json()) as SeoAudit;
    },
    onSuccess: (audit) => {
      toast({ title: 'Analysis Complete', description: 'Your website analysis is ready!' });
      // 'View Report' on the new audit then opens without a second request.
      queryClient.setQueryData(auditQueryKey(audit.auditId), audit);
      // The list gains the audit; a free account's monthly count went up by one.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SEO_AUDITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    },
    // Not onError: that would replace the client's default handler, which logs every failed change.
    onSettled: (_audit, error) => {
      if (!error) return;
      toast({ title: 'Analysis Failed', description: errorMessage(error), variant: 'destructive' });
      // A spent allowance means the remaining count on screen was out of date.
      if (error instanceof ApiError && error.status === 429) {
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      }
    },
  });
}
