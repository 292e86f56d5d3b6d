import { seoAuditList } from '@botlens/contracts';
import { useUserQuery } from '@/features/auth/use-user-query';
import { apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

const SEO_AUDITS_URL = '/api/seo-audits';
/** Invalidating this prefix refreshes the list whoever it belongs to. */
export const SEO_AUDITS_QUERY_KEY = apiQueryKey(SEO_AUDITS_URL);

/**
 * The caller's audits, newest first: the signed-in user's, or those made in this browser. Scoped by who is
 * asking, because signing in does not reload the page: the anonymous list must not stand in for the user's.
 */
export function useSeoAuditsQuery() {
  const { data: user } = useUserQuery();
  return useApiQuery(SEO_AUDITS_URL, {
    schema: seoAuditList,
    scope: user?.id ?? 'anonymous',
    on401: 'throw',
  });
}
