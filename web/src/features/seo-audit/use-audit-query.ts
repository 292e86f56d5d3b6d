import { seoAudit } from '@botlens/contracts';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

const auditUrl = (auditId: string) => apiPath('/api/audit', auditId);

/** The key of GET /api/audit/{auditId}: the analysis puts a new audit there before it is asked for. */
export const auditQueryKey = (auditId: string) => apiQueryKey(auditUrl(auditId));

export function useAuditQuery(auditId: string) {
  return useApiQuery(auditUrl(auditId), { schema: seoAudit, enabled: auditId !== '' });
}
