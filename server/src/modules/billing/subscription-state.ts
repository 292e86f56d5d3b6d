import type { SubscriptionTier } from '@botlens/contracts';
import type Stripe from 'stripe';
import type { UserRow } from '../../db/schema';

/** What a user row keeps of a Stripe subscription. */
export type SubscriptionState = Pick<
  UserRow,
  | 'subscriptionTier'
  | 'subscriptionStatus'
  | 'subscriptionPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'stripeSubscriptionId'
>;

/** Stripe statuses under which the plan is paid for (past_due: Stripe is still retrying the card). */
const LIVE_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set(['active', 'trialing', 'past_due']);

export function isLiveSubscription(status: Stripe.Subscription.Status): boolean {
  return LIVE_STATUSES.has(status);
}

/** Stripe's eight statuses in the spec's four (part 2 §4: active, past_due, cancelled, inactive). */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionState['subscriptionStatus'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      // incomplete (the first payment not made yet), paused.
      return 'inactive';
  }
}

/**
 * When the paid access ends. Since API version 2025-03-31 Stripe keeps the period per subscription item (a
 * subscription of one plan has one item; with several, the earliest end is when something lapses). A
 * subscription set to end at a date (`cancel_at`: what the customer portal sets under flexible billing,
 * leaving `cancel_at_period_end` false) ends then, if that comes first.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => end > 0);
  if (subscription.cancel_at) ends.push(subscription.cancel_at);
  return ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null;
}

/** Whether the subscription is set to end (at its period's end, or at a date), as opposed to renewing. */
export function isEnding(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end || Boolean(subscription.cancel_at);
}

/**
 * Stripe statuses under which the customer must act in the portal (pay the open invoice, resume), not start
 * another subscription: a second one beside it could be billed too.
 */
export function needsPortal(status: Stripe.Subscription.Status): boolean {
  return status === 'unpaid' || status === 'paused';
}

/**
 * The row's state from the subscription as Stripe has it now. A live subscription is the paid tier at
 * once (upgrades are immediate); one that ended is free, and so is one Stripe gave up collecting for
 * (`unpaid`, after its retries) or that is paused: nothing is being paid. `incomplete` (the first payment
 * not confirmed) leaves the tier as it was: paying has not happened yet.
 */
export function stateFromSubscription(
  subscription: Stripe.Subscription,
  paidTier: SubscriptionTier,
  currentTier: SubscriptionTier,
): SubscriptionState {
  const ended =
    subscription.status === 'canceled' ||
    subscription.status === 'incomplete_expired' ||
    needsPortal(subscription.status);
  return {
    subscriptionTier: isLiveSubscription(subscription.status) ? paidTier : ended ? 'free' : currentTier,
    subscriptionStatus: statusOf(subscription.status),
    subscriptionPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: isEnding(subscription),
    stripeSubscriptionId: subscription.id,
  };
}

/**
 * The tier in force at `now`: a subscription that was cancelled, or set to cancel at its period's end,
 * keeps its tier until that end and is free after it, whether or not Stripe's last webhook arrived. Every
 * read of the tier goes through here (users.queries.ts toUserDto), so no limit check can skip it. A tier
 * an administrator gave (no Stripe subscription) has no period and is kept.
 */
export function tierInForce(
  row: Pick<
    UserRow,
    | 'subscriptionTier'
    | 'subscriptionStatus'
    | 'subscriptionPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'stripeSubscriptionId'
  >,
  now: Date,
): SubscriptionTier {
  if (row.subscriptionTier === 'free' || !row.stripeSubscriptionId || !row.subscriptionPeriodEnd) {
    return row.subscriptionTier;
  }
  const ending = row.cancelAtPeriodEnd || row.subscriptionStatus === 'cancelled';
  return ending && row.subscriptionPeriodEnd.getTime() <= now.getTime() ? 'free' : row.subscriptionTier;
}
