import {
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  PAYMENT_MESSAGES,
  paymentMessageText,
} from '@botlens/contracts';
import type Stripe from 'stripe';
import { ConflictError, UnavailableError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { findUserRow, saveStripeCustomer, saveSubscriptionId } from './billing.queries';
import { requireStripe, retrieveSubscription, type StripeBilling, withStripe } from './stripe-client';
import { isLiveSubscription, needsPortal } from './subscription-state';

/**
 * Starts a subscription: the caller's Stripe customer (made once), then an `incomplete` subscription whose
 * first invoice the payment view pays with Stripe's Payment Element. Nothing here changes the tier: the
 * webhook does, once Stripe has seen the payment.
 *
 * Idempotency keys name what is being created, not the request: the customer of user N; the subscription
 * that follows subscription S (or none) of customer C. A double click, a retried request or the package's
 * own retry send the same key, and Stripe answers them all with the one object it created.
 */
export function createSubscriptionVerb(billing: StripeBilling | null) {
  return async function createSubscription({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: CreateSubscriptionRequest;
  }): Promise<CreateSubscriptionResponse> {
    const { stripe, settings } = requireStripe(billing);
    return withStripe(ctx.log, PAYMENT_MESSAGES.setupFailed, async () => {
      const user = await findUserRow(ctx.db, ctx.actor.id);
      if (!user) throw new ConflictError('Your account no longer exists');

      const customerId =
        user.stripeCustomerId ??
        (await saveStripeCustomer(
          ctx.db,
          user.id,
          (
            await stripe.customers.create(
              {
                email: user.email,
                name: `${user.firstName} ${user.lastName}`,
                metadata: { userId: String(user.id) },
              },
              // The account's id and creation time: a database restored or reset on the same Stripe account
              // reuses ids, never both.
              { idempotencyKey: `botlens-customer-user-${user.id}-${user.createdAt.getTime()}` },
            )
          ).id,
        ));

      const previous = user.stripeSubscriptionId
        ? await retrieveSubscription(stripe, user.stripeSubscriptionId, {
            expand: ['latest_invoice.confirmation_secret'],
          })
        : null;
      if (previous && isLiveSubscription(previous.status)) {
        throw new ConflictError('You already have an active subscription: manage it from Settings');
      }
      if (previous && needsPortal(previous.status)) {
        throw new ConflictError(
          'Your subscription is waiting for a payment or paused: settle or resume it with Manage billing in Settings',
        );
      }
      // Still waiting for its first payment (the view was left, or this is the second click): pay that one.
      const subscription =
        previous?.status === 'incomplete'
          ? previous
          : await stripe.subscriptions.create(
              {
                customer: customerId,
                items: [{ price: settings.priceIdPro }],
                payment_behavior: 'default_incomplete',
                payment_settings: { save_default_payment_method: 'on_subscription' },
                expand: ['latest_invoice.confirmation_secret'],
                metadata: { userId: String(user.id), tier: input.tier },
              },
              { idempotencyKey: `botlens-subscription-${customerId}-after-${previous?.id ?? 'none'}` },
            );
      if (subscription.id !== user.stripeSubscriptionId)
        await saveSubscriptionId(ctx.db, user.id, subscription.id);

      const clientSecret = confirmationSecretOf(subscription);
      // Nothing to pay now (a coupon or the customer's balance covered the first invoice): already active,
      // and the webhook brings the tier as for a paid one.
      if (!clientSecret && isLiveSubscription(subscription.status)) {
        return {
          subscriptionId: subscription.id,
          clientSecret: null,
          publishableKey: settings.publishableKey,
        };
      }
      if (!clientSecret) {
        ctx.log.error({ subscriptionId: subscription.id }, 'Stripe subscription has no confirmation secret');
        throw new UnavailableError(paymentMessageText(PAYMENT_MESSAGES.setupFailed));
      }
      return { subscriptionId: subscription.id, clientSecret, publishableKey: settings.publishableKey };
    });
  };
}

/** The first invoice's client secret (API 2025-03-31 on: `confirmation_secret`, no more payment_intent). */
function confirmationSecretOf(subscription: Stripe.Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return undefined;
  return invoice.confirmation_secret?.client_secret ?? undefined;
}
