import type { SeoAuditSummary } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { useUserQuery } from '@/features/auth/use-user-query';
import { apiRequest } from '@/lib/api';

/** Invalidating this prefix refreshes the list whoever it belongs to. */
export const SEO_AUDITS_QUERY_KEY = ['/api/seo-audits'] as const;

/**
 * The caller's audits, newest first: the signed-in user's, or those made in this browser. Keyed by who is
 * asking, because signing in does not reload the page: the anonymous list must not stand in for the user's.
 */
export function useSeoAuditsQuery() {
  const { data: user } = useUserQuery();
  return useQuery<SeoAuditSummary[]>({
    queryKey: [...SEO_AUDITS_QUERY_KEY, user?.id ?? 'anonymous'],
    queryFn: async () => (await (await apiRequest('GET', '/api/seo-audits')).json()) as SeoAuditSummary[],
  });
}
