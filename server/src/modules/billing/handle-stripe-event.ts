import { PAYMENT_MESSAGES } from '@botlens/contracts';
import type Stripe from 'stripe';
import { ValidationError } from '../../lib/errors';
import type { Ctx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  findUserByStripeCustomer,
  isStripeEventHandled,
  recordStripeEvent,
  writeSubscriptionState,
} from './billing.queries';
import { requireStripe, retrieveSubscription, type StripeBilling, withStripe } from './stripe-client';
import { isLiveSubscription, stateFromSubscription } from './subscription-state';

export const HANDLED_STRIPE_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type StripeEventOutcome = 'handled' | 'duplicate' | 'ignored' | 'unknown-customer';

/** Which customer, and which of its subscriptions, an event is about; nothing else of it is believed. */
function referenceOf(event: Stripe.Event): { customerId: string; subscriptionId: string | null } | null {
  const object = event.data.object as Stripe.Subscription | Stripe.Invoice;
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  const customerId = idOf(object.customer);
  if (!customerId) return null;
  if (object.object === 'subscription') return { customerId, subscriptionId: object.id };
  return { customerId, subscriptionId: idOf(object.parent?.subscription_details?.subscription) };
}

/**
 * A Stripe webhook delivery. Stripe delivers at least once, late and in any order, so: the signature is
 * checked on the raw body (a forged or replayed-after-tolerance event is a 400); an event id is handled
 * once (stripe_events, in the same transaction as what it changes); and the subscription's state is read
 * from Stripe now rather than taken from the event, whose copy may be older than one already applied.
 */
export function handleStripeEventVerb(billing: StripeBilling | null) {
  return async function handleStripeEvent({
    ctx,
    input,
  }: {
    ctx: Ctx;
    input: { rawBody: Buffer; signature: string | undefined };
  }): Promise<StripeEventOutcome> {
    const { stripe, settings } = requireStripe(billing);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(input.rawBody, input.signature ?? '', settings.webhookSecret);
    } catch {
      throw new ValidationError(
        'Invalid Stripe signature: the event is not signed with this webhook secret, or too old',
      );
    }
    if (!HANDLED_STRIPE_EVENTS.has(event.type)) return 'ignored';
    if (await isStripeEventHandled(ctx.db, event.id)) return 'duplicate';
    const reference = referenceOf(event);
    if (!reference) return 'ignored';
    const user = await findUserByStripeCustomer(ctx.db, reference.customerId);
    if (!user) {
      ctx.log.warn(
        { eventId: event.id, type: event.type, customer: reference.customerId },
        'Stripe event for a customer no account has; ignored',
      );
      return 'unknown-customer';
    }
    const subscriptionId = reference.subscriptionId ?? user.stripeSubscriptionId;
    // Stripe unreachable: a 503, and Stripe delivers the event again later.
    const subscription = subscriptionId
      ? await withStripe(ctx.log, PAYMENT_MESSAGES.unexpected, () =>
          retrieveSubscription(stripe, subscriptionId),
        )
      : null;
    // An older subscription that ended says nothing about the one the account has now.
    const applies =
      subscription !== null &&
      (subscription.id === user.stripeSubscriptionId ||
        user.stripeSubscriptionId === null ||
        isLiveSubscription(subscription.status));

    return ctx.db.transaction(async (tx) => {
      if (!(await recordStripeEvent(tx, event))) return 'duplicate';
      if (subscription && applies) {
        await writeSubscriptionState(
          tx,
          user.id,
          stateFromSubscription(subscription, 'pro', user.subscriptionTier),
        );
      }
      if (event.type === 'invoice.payment_failed') {
        await enqueueMail(tx, {
          kind: 'payment-failed',
          to: user.email,
          subject: 'BotLens: your payment failed',
          text: [
            `Hello ${user.firstName},`,
            '',
            'We could not take the payment for your BotLens Pro subscription. Stripe will try your card again',
            'over the next days; to keep Pro, update your card under Manage billing in Settings:',
            '',
            `${ctx.config.publicUrl}/settings`,
          ].join('\n'),
        });
      }
      return 'handled' as const;
    });
  };
}
