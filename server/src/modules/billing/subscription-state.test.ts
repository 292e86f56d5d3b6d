import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stateFromSubscription, statusOf, tierInForce } from './subscription-state';

const END = 1_900_000_000;
const subscription = (
  status: Stripe.Subscription.Status,
  cancelAtPeriodEnd = false,
  cancelAt: number | null = null,
) =>
  ({
    id: 'sub_1',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: cancelAt,
    items: { data: [{ current_period_end: END }] },
  }) as unknown as Stripe.Subscription;

describe('the state a Stripe subscription gives a user', () => {
  it('maps Stripe statuses to the spec four', () => {
    expect(statusOf('active')).toBe('active');
    expect(statusOf('trialing')).toBe('active');
    expect(statusOf('past_due')).toBe('past_due');
    expect(statusOf('unpaid')).toBe('past_due');
    expect(statusOf('canceled')).toBe('cancelled');
    expect(statusOf('incomplete_expired')).toBe('cancelled');
    expect(statusOf('incomplete')).toBe('inactive');
    expect(statusOf('paused')).toBe('inactive');
  });

  it('is the paid tier at once when live, free once ended, unchanged before the first payment', () => {
    expect(stateFromSubscription(subscription('active'), 'pro', 'free')).toEqual({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      subscriptionPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: 'sub_1',
    });
    expect(stateFromSubscription(subscription('canceled'), 'pro', 'pro').subscriptionTier).toBe('free');
    expect(stateFromSubscription(subscription('incomplete'), 'pro', 'free').subscriptionTier).toBe('free');
    expect(stateFromSubscription(subscription('active', true), 'pro', 'free').cancelAtPeriodEnd).toBe(true);
  });

  it('ends at the date a portal cancellation sets, if it comes before the period end', () => {
    const early = stateFromSubscription(subscription('active', false, END - 86_400), 'pro', 'pro');
    expect(early).toMatchObject({
      cancelAtPeriodEnd: true,
      subscriptionPeriodEnd: new Date((END - 86_400) * 1000),
    });
    const late = stateFromSubscription(subscription('active', false, END + 86_400), 'pro', 'pro');
    expect(late.subscriptionPeriodEnd).toEqual(new Date(END * 1000));
  });

  it('is free while Stripe has given up collecting (unpaid) or the subscription is paused', () => {
    expect(stateFromSubscription(subscription('unpaid'), 'pro', 'pro').subscriptionTier).toBe('free');
    expect(stateFromSubscription(subscription('paused'), 'pro', 'pro').subscriptionTier).toBe('free');
    expect(stateFromSubscription(subscription('past_due'), 'pro', 'pro').subscriptionTier).toBe('pro');
  });
});

describe('the tier in force', () => {
  const row = {
    subscriptionTier: 'pro' as const,
    subscriptionStatus: 'active' as const,
    subscriptionPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    cancelAtPeriodEnd: true,
    stripeSubscriptionId: 'sub_1',
  };
  it('keeps a cancelling subscription paid until its period ends, then falls back to free', () => {
    expect(tierInForce(row, new Date('2026-11-30T23:59:59Z'))).toBe('pro');
    expect(tierInForce(row, new Date('2026-12-01T00:00:00Z'))).toBe('free');
    expect(
      tierInForce(
        { ...row, cancelAtPeriodEnd: false, subscriptionStatus: 'cancelled' },
        new Date('2027-01-01'),
      ),
    ).toBe('free');
  });
  it('keeps a renewing subscription and a tier an administrator gave', () => {
    expect(tierInForce({ ...row, cancelAtPeriodEnd: false }, new Date('2027-01-01'))).toBe('pro');
    expect(tierInForce({ ...row, stripeSubscriptionId: null }, new Date('2027-01-01'))).toBe('pro');
  });
});
