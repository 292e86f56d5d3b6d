import type { AdminServiceRequest, AdminServiceRequestUpdate } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import {
  insertStatusChange,
  lockServiceRequest,
  toAdminServiceRequest,
  writeServiceRequestAdminFields,
} from './service-requests.queries';

/**
 * Part 2 §2, Edit Service Request: status and notes always, the estimated cost when given. Any status may
 * follow any other (§4); a change of status is kept in the request's history with who and when. The
 * change, its history row and its record are one transaction.
 */
export async function updateServiceRequest({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number } & AdminServiceRequestUpdate;
}): Promise<AdminServiceRequest> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockServiceRequest(tx, input.id, false);
    if (!before) throw new NotFoundError('Service request not found');
    const adminNotes = input.adminNotes.trim() === '' ? null : input.adminNotes;
    const after = await writeServiceRequestAdminFields(tx, input.id, {
      status: input.status,
      adminNotes,
      estimatedCost: input.estimatedCost,
    });
    const statusChanged = before.status !== input.status;
    if (statusChanged) {
      await insertStatusChange(tx, {
        requestId: input.id,
        fromStatus: before.status as AdminServiceRequest['status'],
        toStatus: input.status,
        changedBy: ctx.actor.id,
        changedByEmail: ctx.actor.email,
      });
    }
    const request = toAdminServiceRequest(after);
    // The change as the activity log shows one (`from`/`to`), without the notes' text: every administrator
    // reads the log at a glance.
    const beforeCost = before.estimatedCost === null ? null : Number(before.estimatedCost);
    await recordAdminAction(tx, ctx, {
      action: 'service_request.updated',
      targetType: 'service_request',
      targetId: input.id,
      details: {
        projectTitle: before.projectTitle,
        from: { status: before.status, estimatedCost: beforeCost },
        to: { status: request.status, estimatedCost: request.estimatedCost },
        notesChanged: (before.adminNotes ?? null) !== adminNotes,
      },
    });
    return request;
  });
}
