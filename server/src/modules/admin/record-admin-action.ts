import type { Database, Transaction } from '../../db/client';
import { adminActions } from '../../db/schema';
import type { UserCtx } from '../context';

/**
 * Records what an administrator did, in the transaction of the change itself (both or neither are kept),
 * with the address the request came from.
 * `action` names it as `<thing>.<what happened>`: 'user.subscription.changed'.
 */
export async function recordAdminAction(
  db: Database | Transaction,
  ctx: UserCtx,
  action: { action: string; targetType: string; targetId: string | number; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminActions).values({
    adminId: ctx.actor.id,
    adminEmail: ctx.actor.email,
    action: action.action,
    targetType: action.targetType,
    targetId: String(action.targetId),
    details: action.details,
    ip: ctx.clientIp,
  });
}
