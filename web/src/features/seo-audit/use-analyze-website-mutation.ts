import { seoAudit } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/use-user-query';
import { sendApi } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';
import { auditQueryKey } from './use-audit-query';
import { SEO_AUDITS_QUERY_KEY } from './use-seo-audits-query';

/** POST /api/analyze-website with a domain already stripped of protocol and path (part 2 §5). */
export function useAnalyzeWebsiteMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (domain: string) => sendApi('POST', '/api/analyze-website', { domain }, seoAudit),
    errorToast: { title: 'Analysis Failed' },
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
    onSettled: (_audit, error) => {
      // A spent allowance means the remaining count on screen was out of date.
      if (error?.status === 429) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
