import { sharedDashboard } from '@botlens/contracts';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

/** Where a shared link's own API lives: its description, its unlock and its analytics reads. */
export function sharedApiBase(slug: string): string {
  return apiPath('/api/shared', slug);
}

export const sharedDashboardQueryKey = (slug: string) => apiQueryKey(sharedApiBase(slug));

/** Whether the link lives (a 404 otherwise), and either its website's name or that a password is needed. */
export function useSharedDashboardQuery(slug: string) {
  return useApiQuery(sharedApiBase(slug), { schema: sharedDashboard, on401: 'throw', retry: false });
}
