import { adminUsersResponse } from '@botlens/contracts';
import { useApiQuery } from '@/lib/use-api-query';

export function useAdminUsersQuery() {
  return useApiQuery('/api/admin/users', { schema: adminUsersResponse });
}
