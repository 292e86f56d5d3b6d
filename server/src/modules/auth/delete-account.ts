import { type DeleteAccountRequest, PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import { UnavailableError, ValidationError } from '../../lib/errors';
import { findUserRow } from '../billing/billing.queries';
import { retrieveSubscription, type StripeBilling, withStripe } from '../billing/stripe-client';
import type { UserCtx } from '../context';
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
    const subscriptionId = user.stripeSubscriptionId;
    if (subscriptionId) {
      if (!billing) throw new UnavailableError(paymentMessageText(PAYMENT_MESSAGES.setupRequired));
      const { stripe } = billing;
      await withStripe(ctx.log, PAYMENT_MESSAGES.unexpected, async () => {
        const subscription = await retrieveSubscription(stripe, subscriptionId);
        if (
          subscription &&
          subscription.status !== 'canceled' &&
          subscription.status !== 'incomplete_expired'
        ) {
          await stripe.subscriptions.cancel(
            subscriptionId,
            {},
            { idempotencyKey: `botlens-cancel-${subscriptionId}` },
          );
        }
      });
    }
    const websites = await markAccountDeleted(ctx.db, user.id);
    ctx.log.info(
      { userId: user.id, websites: websites.length },
      'account deleted; its websites are being purged',
    );
    return websites;
  };
}
