import type { AdminServiceRequest } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import {
  lockServiceRequest,
  setServiceRequestDeleted,
  toAdminServiceRequest,
} from './service-requests.queries';

/**
 * The Undo of a delete: a soft-deleted request comes back as it was. A request that is not deleted (or was
 * purged, or never existed) is a 404. The restore and its record are one transaction.
 */
export async function restoreServiceRequest({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number };
}): Promise<AdminServiceRequest> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockServiceRequest(tx, input.id, true);
    if (!request) throw new NotFoundError('No deleted service request with this id');
    const restored = await setServiceRequestDeleted(tx, input.id, null);
    await recordAdminAction(tx, ctx, {
      action: 'service_request.restored',
      targetType: 'service_request',
      targetId: input.id,
      details: { projectTitle: request.projectTitle, email: request.email },
    });
    return toAdminServiceRequest(restored);
  });
}
