import { type AdminActivityQuery, adminActivityResponse } from '@botlens/contracts';
import { apiUrl } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

/** GET /api/admin/activity: one page of the log, with its filters and cursor. */
export function useAdminActivityQuery(query: AdminActivityQuery) {
  return useApiQuery(apiUrl('/api/admin/activity', query), { schema: adminActivityResponse });
}
