import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { lockServiceRequest, setServiceRequestDeleted } from './service-requests.queries';

/**
 * Part 2 §5: a request is deleted without confirmation, so the delete is soft: the screen's Undo toast
 * restores it (restore-service-request.ts), and the purge job removes it for good after
 * SERVICE_REQUEST_PURGE_DAYS. The delete and its record are one transaction.
 */
export async function deleteServiceRequest({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number };
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const request = await lockServiceRequest(tx, input.id, false);
    if (!request) throw new NotFoundError('Service request not found');
    await setServiceRequestDeleted(tx, input.id, { deletedBy: ctx.actor.id });
    await recordAdminAction(tx, ctx, {
      action: 'service_request.deleted',
      targetType: 'service_request',
      targetId: input.id,
      details: { projectTitle: request.projectTitle, email: request.email },
    });
  });
}
