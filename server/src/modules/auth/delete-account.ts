import { type DeleteAccountRequest, PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import type { Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { UnavailableError, ValidationError } from '../../lib/errors';
import { findUserRow } from '../billing/billing.queries';
import { cancelStripeSubscription } from '../billing/cancel-stripe-subscription';
import type { StripeBilling } from '../billing/stripe-client';
import type { Ctx, UserCtx } from '../context';
import { markAccountDeleted } from './delete-account.queries';
import { normaliseEmail } from './users.queries';

/**
 * Deletes the caller's account. The confirmation is the account's e-mail typed again. A subscription is
 * cancelled at Stripe first, at once: an account that is gone must not be charged again, so when Stripe
 * cannot be reached nothing is deleted and the caller may try again.
 */
export function deleteAccountVerb(billing: StripeBilling | null) {
  return async function deleteAccount({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: DeleteAccountRequest;
  }): Promise<{ trackingId: string; ingestKey: string }[]> {
    if (normaliseEmail(input.confirmation) !== ctx.actor.email) {
      throw new ValidationError('Type your e-mail address exactly as it is to confirm', 'confirmation');
    }
    const user = await findUserRow(ctx.db, ctx.actor.id);
    if (!user) return [];
    return endAccount(ctx, billing, user, { withoutStripe: 'refuse' });
  };
}

/**
 * What deleting an account does, whoever asks (its owner, or an administrator): its Stripe subscription
 * cancelled first, then its websites marked for the purge, its audits and sessions deleted and the row made
 * unusable (markAccountDeleted), with `alsoInTransaction` (an administrator's record) in that transaction.
 * `withoutStripe`: with a subscription but no Stripe configured, refuse (the owner: it must not be charged
 * again) or go on (an administrator: there is nothing at Stripe this server could cancel).
 */
export async function endAccount(
  ctx: Ctx,
  billing: StripeBilling | null,
  user: UserRow,
  options: { withoutStripe: 'refuse' | 'skip'; alsoInTransaction?: (tx: Transaction) => Promise<void> },
): Promise<{ trackingId: string; ingestKey: string }[]> {
  if (user.stripeSubscriptionId) {
    if (billing) await cancelStripeSubscription(ctx, billing, user.stripeSubscriptionId);
    else if (options.withoutStripe === 'refuse') {
      throw new UnavailableError(paymentMessageText(PAYMENT_MESSAGES.setupRequired));
    } else
      ctx.log.warn(
        { userId: user.id },
        'account deleted with a Stripe subscription Stripe is not configured to cancel',
      );
  }
  const websites = await markAccountDeleted(ctx.db, user.id, options.alsoInTransaction);
  ctx.log.info(
    { userId: user.id, websites: websites.length },
    'account deleted; its websites are being purged',
  );
  return websites;
}
