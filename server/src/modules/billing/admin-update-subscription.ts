import type { AdminSubscriptionRequest, AdminUser } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import { toAdminUserDto } from '../auth/reserved-admin';
import { lockLiveUser, setUserFields } from '../auth/users.queries';
import type { UserCtx } from '../context';
import { findUserRow } from './billing.queries';
import { cancelStripeSubscription } from './cancel-stripe-subscription';
import type { StripeBilling } from './stripe-client';

/**
 * The Subscriptions tab's Manage dialog (part 2 §4: any tier, any status, the monthly limit). Setting
 * `cancelled` on an account with a Stripe subscription cancels it at Stripe first when Stripe is configured
 * (a refusal there changes nothing); otherwise Stripe's next event for the subscription decides the tier
 * again, so a tier set here is for accounts that do not pay through Stripe.
 */
export function adminUpdateSubscriptionVerb(billing: StripeBilling | null) {
  return async function adminUpdateSubscription({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: AdminSubscriptionRequest & { userId: number };
  }): Promise<AdminUser> {
    const { userId, ...wanted } = input;
    if (wanted.subscriptionStatus === 'cancelled' && billing) {
      const current = await findUserRow(ctx.db, userId);
      if (current?.stripeSubscriptionId) {
        await cancelStripeSubscription(ctx, billing, current.stripeSubscriptionId);
      }
    }
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockLiveUser(tx, userId);
      if (!before) throw new NotFoundError('User not found');
      const after = await setUserFields(tx, userId, wanted);
      const fields = ['subscriptionTier', 'subscriptionStatus', 'monthlyAnalysesLimit'] as const;
      await recordAdminAction(tx, ctx, {
        action: 'user.subscription.changed',
        targetType: 'user',
        targetId: userId,
        details: {
          from: Object.fromEntries(fields.map((k) => [k, before[k]])),
          to: Object.fromEntries(fields.map((k) => [k, after[k]])),
        },
      });
      return after;
    });
    ctx.log.info({ userId, tier: row.subscriptionTier }, 'subscription changed by an administrator');
    return toAdminUserDto(ctx.config, row);
  };
}
