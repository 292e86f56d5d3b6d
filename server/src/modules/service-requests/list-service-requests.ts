import {
  ADMIN_SERVICE_REQUESTS_LIMIT,
  type AdminServiceRequestsQuery,
  type AdminServiceRequestsResponse,
  type ServiceRequestHistoryEntry,
} from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import type { UserCtx } from '../context';
import {
  listServiceRequestsForAdmin,
  listStatusChanges,
  liveServiceRequestExists,
} from './service-requests.queries';

/** The All Requests tab: live requests of a status and search, newest first, capped, with the full count. */
export async function listServiceRequests({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: AdminServiceRequestsQuery;
}): Promise<AdminServiceRequestsResponse> {
  return listServiceRequestsForAdmin(ctx.db, { ...input, limit: ADMIN_SERVICE_REQUESTS_LIMIT });
}

/** A live request's status changes, oldest first; a deleted or unknown request is a 404. */
export async function readServiceRequestHistory({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number };
}): Promise<ServiceRequestHistoryEntry[]> {
  if (!(await liveServiceRequestExists(ctx.db, input.id))) {
    throw new NotFoundError('Service request not found');
  }
  return listStatusChanges(ctx.db, input.id);
}
