import {
  adminContentResponse,
  type ContentBlockKey,
  contentBlockVersion,
  contentBlockVersionsResponse,
  publicContentResponse,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const PUBLIC_URL = '/api/content';
const ADMIN_URL = '/api/admin/content';

/** The four blocks' current HTML (sanitised on the server), for the pages that show them. */
export function usePublicContentQuery() {
  return useApiQuery(PUBLIC_URL, { schema: publicContentResponse, staleTime: 60_000 });
}

export function useAdminContentQuery() {
  return useApiQuery(ADMIN_URL, { schema: adminContentResponse, on401: 'throw' });
}

export function useContentVersionsQuery(key: ContentBlockKey) {
  return useApiQuery(apiPath(ADMIN_URL, key, 'versions'), {
    schema: contentBlockVersionsResponse,
    on401: 'throw',
  });
}

function useRefreshContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey(ADMIN_URL) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey(PUBLIC_URL) }),
    ]);
}

/** The 409 of a stale save is shown by the editor itself (Reload), so no toast for it here. */
export function useSaveContentMutation(key: ContentBlockKey) {
  const refresh = useRefreshContent();
  return useApiMutation({
    mutationFn: (body: { markdown: string; baseVersion: number }) =>
      sendApi('PUT', apiPath(ADMIN_URL, key), body, contentBlockVersion),
    errorToast: false,
    onSuccess: (saved) => {
      toast({ title: 'Content saved', description: `Version ${saved.version} is live.` });
      return refresh();
    },
  });
}

export function useRestoreContentMutation(key: ContentBlockKey) {
  const refresh = useRefreshContent();
  return useApiMutation({
    mutationFn: (version: number) =>
      sendApi('POST', apiPath(ADMIN_URL, key, 'restore'), { version }, contentBlockVersion),
    errorToast: { title: 'Content not restored' },
    onSuccess: (saved) => {
      toast({
        title: 'Content restored',
        description: `Its text is live again as version ${saved.version}.`,
      });
      return refresh();
    },
  });
}
