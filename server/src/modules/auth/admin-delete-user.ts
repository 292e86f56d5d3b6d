import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import { findUserRow } from '../billing/billing.queries';
import type { StripeBilling } from '../billing/stripe-client';
import type { UserCtx } from '../context';
import { endAccount } from './delete-account';
import { DELETED_ACCOUNT_HASH } from './delete-account.queries';
import { isReservedAdmin, RESERVED_ADMIN_UNDELETABLE } from './reserved-admin';

export const OWN_ACCOUNT_KEPT = 'You cannot delete your own account here';

/**
 * An administrator deletes an account: what its owner's own delete does (endAccount: the Stripe subscription
 * cancelled at Stripe when Stripe is configured, the websites purged in the background, audits and sessions
 * gone), recorded in the same transaction. Not the reserved administrator, and not oneself.
 */
export function adminDeleteUserVerb(billing: StripeBilling | null) {
  return async function adminDeleteUser({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: { userId: number };
  }): Promise<{ trackingId: string; ingestKey: string }[]> {
    const user = await findUserRow(ctx.db, input.userId);
    if (!user || user.passwordHash === DELETED_ACCOUNT_HASH) throw new NotFoundError('User not found');
    if (isReservedAdmin(ctx.config, user)) throw new ForbiddenError(RESERVED_ADMIN_UNDELETABLE);
    if (user.id === ctx.actor.id) throw new ForbiddenError(OWN_ACCOUNT_KEPT);
    return endAccount(ctx, billing, user, {
      withoutStripe: 'skip',
      alsoInTransaction: (tx) =>
        recordAdminAction(tx, ctx, {
          action: 'user.deleted',
          targetType: 'user',
          targetId: user.id,
          details: { email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role },
        }),
    });
  };
}
