import { sharedLinksResponse } from '@botlens/contracts';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

export function sharedLinksPath(websiteId: number): string {
  return `${apiPath('/api/websites', websiteId)}/shared-links`;
}

export const sharedLinksQueryKey = (websiteId: number) => apiQueryKey(sharedLinksPath(websiteId));

/** A website's live shared links; the owner's (or an administrator's) only. */
export function useSharedLinksQuery(websiteId: number) {
  return useApiQuery(sharedLinksPath(websiteId), { schema: sharedLinksResponse, on401: 'throw' });
}
