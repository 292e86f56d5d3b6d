import { expect, it } from 'vitest';
import type { Config } from '../../config';
import { registerAndSignIn } from '../../test-support/accounts';
import { stripeBillingCalls } from '../../test-support/stripe-billing-calls';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

const config: Partial<Config> = {};
const stripeServer = stripeForTests(config);

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

describeOnEachDatabase(
  'how a Stripe subscription ends, pauses or needs nothing paid',
  (get) => {
    const { subscribe, row, me, subscribedUser, stripeSays } = stripeBillingCalls(get, stripeServer);

    it('keeps pro until the date a portal cancellation sets (cancel_at, not cancel_at_period_end), then free without another event', async () => {
      const { user, cookie, subscriptionId } = await subscribedUser();
      await stripeSays(subscriptionId, { status: 'active' });
      // The portal under flexible billing: the subscription ends at a date, cancel_at_period_end stays false.
      const endsAt = inDays(10);
      await stripeSays(subscriptionId, { cancel_at: endsAt, cancel_at_period_end: false });
      const stored = await row(user.id);
      expect(stored).toMatchObject({ subscriptionTier: 'pro', cancelAtPeriodEnd: true });
      expect(stored.subscriptionPeriodEnd?.getTime()).toBe(endsAt * 1000);
      expect((await me(cookie)).subscriptionTier).toBe('pro');
      // The date passes and Stripe's `deleted` event is lost: free all the same.
      await stripeSays(subscriptionId, { cancel_at: inDays(-1) });
      expect((await me(cookie)).subscriptionTier).toBe('free');
    });

    it('drops to free when Stripe gives up collecting (unpaid) or the subscription is paused, and sends the user to the portal instead of a second subscription', async () => {
      for (const status of ['unpaid', 'paused'] as const) {
        const { user, cookie, subscriptionId } = await subscribedUser();
        await stripeSays(subscriptionId, { status: 'active' });
        expect((await me(cookie)).subscriptionTier).toBe('pro');
        await stripeSays(subscriptionId, { status });
        expect(await row(user.id)).toMatchObject({
          subscriptionTier: 'free',
          subscriptionStatus: status === 'unpaid' ? 'past_due' : 'inactive',
        });
        const before = stripeServer().subscriptions.size;
        const again = await subscribe(cookie);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toMatch(/Manage billing/);
        expect(stripeServer().subscriptions.size).toBe(before);
      }
    });

    it('answers no client secret when the first invoice is covered, the subscription already active', async () => {
      stripeServer().coverFirstInvoices(true);
      try {
        const { cookie } = await registerAndSignIn(get().app);
        const response = await subscribe(cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          clientSecret: null,
          publishableKey: stripeServer().settings.publishableKey,
        });
        expect(stripeServer().subscriptions.get(response.json().subscriptionId)?.status).toBe('active');
      } finally {
        stripeServer().coverFirstInvoices(false);
      }
    });
  },
  { config },
);
