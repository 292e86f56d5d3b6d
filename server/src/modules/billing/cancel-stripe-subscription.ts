import { PAYMENT_MESSAGES } from '@botlens/contracts';
import type { Ctx } from '../context';
import { retrieveSubscription, type StripeBilling, withStripe } from './stripe-client';

/**
 * Cancels a subscription at Stripe at once (not at the period's end), unless Stripe already ended it or no
 * longer knows it. The idempotency key names the subscription, so a retry or a second caller cancels once.
 * Stripe's refusal is a 503 with the spec's message (withStripe): the caller changes nothing then.
 */
export async function cancelStripeSubscription(
  ctx: Ctx,
  { stripe }: StripeBilling,
  subscriptionId: string,
): Promise<void> {
  await withStripe(ctx.log, PAYMENT_MESSAGES.unexpected, async () => {
    const subscription = await retrieveSubscription(stripe, subscriptionId);
    if (subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      await stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `botlens-cancel-${subscriptionId}` },
      );
    }
  });
}
