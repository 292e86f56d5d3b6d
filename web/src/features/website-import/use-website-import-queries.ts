import {
  bulkDeleteResult,
  IMPORT_MESSAGES,
  type ImportResult,
  type ImportRowError,
  importResult,
  importStatsResponse,
  type ManagedWebsitesQuery,
  managedWebsitesResponse,
} from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey, apiUrl } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';
import type { ImportChunk } from './import-chunks';

const ADMIN_WEBSITES_URL = '/api/admin/websites';
const IMPORT_STATS_URL = '/api/admin/import-stats';

/** After an import or a delete: the lists, the stats and the user's own website list. */
function useRefreshWebsites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey(ADMIN_WEBSITES_URL) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey(IMPORT_STATS_URL) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey('/api/websites') }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey('/api/admin/stats') }),
    ]);
}

export function useImportStatsQuery() {
  return useApiQuery(IMPORT_STATS_URL, { schema: importStatsResponse, on401: 'throw' });
}

/** The list's parameters as the page holds them (the address carries them as text). */
export type ManagedWebsitesParams = Omit<ManagedWebsitesQuery, 'page' | 'limit'> & {
  page: number;
  limit: number;
};

export function useManagedWebsitesQuery(params: ManagedWebsitesParams) {
  return useApiQuery(apiUrl(ADMIN_WEBSITES_URL, params), {
    schema: managedWebsitesResponse,
    on401: 'throw',
    keepPreviousData: true,
  });
}

/** The export's address with the list's filters: a plain link, streamed by the server. */
export function exportCsvUrl(
  params: Pick<ManagedWebsitesQuery, 'search' | 'source' | 'category' | 'sort' | 'order'>,
) {
  return apiUrl(`${ADMIN_WEBSITES_URL}/export.csv`, params);
}

export type ImportProgress = { doneRows: number; totalRows: number };
export type ImportTotals = { success: number; failed: number; errors: ImportRowError[] };

/**
 * POST /api/admin/import-csv or import-json, a chunk at a time: the chunks are one run on the server
 * (importId) and the page shows the rows sent so far. Stops at the first refused request.
 */
export function useImportMutation(format: 'csv' | 'json') {
  const refresh = useRefreshWebsites();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const mutation = useApiMutation({
    mutationFn: async ({ chunks, sourceList }: { chunks: ImportChunk[]; sourceList: string }) => {
      const totals: ImportTotals = { success: 0, failed: 0, errors: [] };
      const totalRows = chunks.reduce((sum, chunk) => sum + chunk.rows, 0);
      let importId: number | undefined;
      setProgress({ doneRows: 0, totalRows });
      try {
        for (const chunk of chunks) {
          const body = {
            [format === 'csv' ? 'csvData' : 'jsonData']: chunk.text,
            sourceList: sourceList.trim() || undefined,
            importId,
            rowOffset: chunk.rowOffset,
          };
          const result: ImportResult = await sendApi(
            'POST',
            `/api/admin/import-${format}`,
            body,
            importResult,
          );
          importId = result.importId;
          totals.success += result.success;
          totals.failed += result.failed;
          totals.errors.push(...result.errors);
          setProgress((current) => current && { ...current, doneRows: current.doneRows + chunk.rows });
        }
      } finally {
        if (importId !== undefined) await refresh();
      }
      return totals;
    },
    errorToast: { title: IMPORT_MESSAGES.failed },
    onSuccess: (totals) => {
      toast({
        title: format === 'csv' ? IMPORT_MESSAGES.csvCompleted : IMPORT_MESSAGES.jsonCompleted,
        description: `${totals.success} imported, ${totals.failed} failed`,
      });
    },
  });
  return { ...mutation, progress };
}

/** DELETE /api/admin/websites/:id, with the toasts of the screen it is on. */
export function useDeleteManagedWebsiteMutation(toasts: { success: string; failure: string }) {
  const refresh = useRefreshWebsites();
  return useApiMutation({
    mutationFn: (website: { id: number; name: string }) =>
      sendApi<null>('DELETE', apiPath(ADMIN_WEBSITES_URL, website.id)),
    errorToast: { title: toasts.failure },
    onSuccess: (_, website) => {
      toast({ title: toasts.success, description: `${website.name} and its data have been removed.` });
      return refresh();
    },
  });
}

/** DELETE /api/admin/websites/bulk/:sourceList. */
export function useDeleteSourceListMutation() {
  const refresh = useRefreshWebsites();
  return useApiMutation({
    mutationFn: (sourceList: string) =>
      sendApi('DELETE', apiPath(`${ADMIN_WEBSITES_URL}/bulk`, sourceList), undefined, bulkDeleteResult),
    errorToast: { title: 'Error' },
    onSuccess: (result, sourceList) => {
      toast({
        title: 'Websites deleted',
        description: `${result.deleted} websites of “${sourceList}” removed.`,
      });
      return refresh();
    },
  });
}
