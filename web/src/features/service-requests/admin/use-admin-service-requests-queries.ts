import {
  type AdminServiceRequest,
  type AdminServiceRequestUpdate,
  adminServiceRequest,
  adminServiceRequestStats,
  adminServiceRequestsResponse,
  type ServiceRequestStatus,
  serviceRequestHistoryResponse,
} from '@botlens/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi, toApiError } from '@/lib/api';
import { apiPath, apiQueryKey, apiUrl } from '@/lib/api-url';
import { showErrorToast, useApiMutation } from '@/lib/use-api-mutation';
import { useApiQuery } from '@/lib/use-api-query';

const ADMIN_SERVICE_REQUESTS_PATH = '/api/admin/service-requests';

/**
 * Part 2 §7: after an update, a delete or its undo, both the list and the stats are read again. Every read
 * of this screen is under the one path, so its key's prefix refreshes them all (and a request's history).
 */
function refreshServiceRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: apiQueryKey(ADMIN_SERVICE_REQUESTS_PATH) });
}

/** The All Requests tab: a status and a search; the previous rows stay while a new filter loads. */
export function useAdminServiceRequestsQuery(status: ServiceRequestStatus | undefined, search: string) {
  return useApiQuery(apiUrl(ADMIN_SERVICE_REQUESTS_PATH, { status, search: search || undefined }), {
    schema: adminServiceRequestsResponse,
    keepPreviousData: true,
  });
}

/** The counters, the five newest and the counts by service type and budget. */
export function useServiceRequestStatsQuery() {
  return useApiQuery(`${ADMIN_SERVICE_REQUESTS_PATH}/stats`, { schema: adminServiceRequestStats });
}

/** A request's status changes, oldest first. */
export function useServiceRequestHistoryQuery(id: number) {
  return useApiQuery(`${apiPath(ADMIN_SERVICE_REQUESTS_PATH, id)}/history`, {
    schema: serviceRequestHistoryResponse,
  });
}

/** Part 2 §8, Request update: 'Request Updated', or 'Update Failed' with the server's words. */
export function useUpdateServiceRequestMutation(id: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (update: AdminServiceRequestUpdate) =>
      sendApi('PATCH', apiPath(ADMIN_SERVICE_REQUESTS_PATH, id), update, adminServiceRequest),
    errorToast: { title: 'Update Failed' },
    onSuccess: () => {
      toast({ title: 'Request Updated', description: 'Service request has been updated successfully.' });
      return refreshServiceRequests(queryClient);
    },
  });
}

/**
 * The Undo of a delete, called from the toast: a plain function rather than a hook, since the row whose
 * button deleted the request has left the screen by then.
 */
async function undoDelete(queryClient: QueryClient, request: AdminServiceRequest): Promise<void> {
  try {
    await sendApi(
      'POST',
      `${apiPath(ADMIN_SERVICE_REQUESTS_PATH, request.id)}/restore`,
      undefined,
      adminServiceRequest,
    );
    toast({ title: 'Request Restored', description: `"${request.projectTitle}" is back in the list.` });
  } catch (error) {
    showErrorToast({ title: 'Undo Failed' }, toApiError(error));
  } finally {
    await refreshServiceRequests(queryClient);
  }
}

/**
 * Part 2 §5: deleting has no confirmation. Part 2 §8: 'Request Deleted', or 'Delete Failed'. The toast's
 * Undo restores the request for as long as the toast shows (the server keeps it 30 days).
 */
export function useDeleteServiceRequestMutation() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (request: AdminServiceRequest) =>
      sendApi<null>('DELETE', apiPath(ADMIN_SERVICE_REQUESTS_PATH, request.id)),
    errorToast: { title: 'Delete Failed' },
    onSuccess: (_, request) => {
      toast({
        title: 'Request Deleted',
        description: 'Service request has been deleted successfully.',
        action: {
          label: 'Undo',
          altText: `Undo the delete of ${request.projectTitle}`,
          onClick: () => void undoDelete(queryClient, request),
        },
      });
      return refreshServiceRequests(queryClient);
    },
  });
}
