import type { AdminUsersResponse } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

export function useAdminUsersQuery() {
  return useQuery<AdminUsersResponse | null>({ queryKey: ['/api/admin/users'] });
}
