import type { SeoAudit } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

/** The key the default query function turns into GET /api/audit/{auditId}. */
export const auditQueryKey = (auditId: string) => ['/api/audit', auditId] as const;

export function useAuditQuery(auditId: string) {
  return useQuery<SeoAudit | null>({ queryKey: auditQueryKey(auditId), enabled: auditId !== '' });
}
