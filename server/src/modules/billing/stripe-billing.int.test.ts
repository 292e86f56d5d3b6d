import { type CreateSubscriptionResponse, PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Config } from '../../config';
import { mailOutbox, stripeEvents, users } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { stripeBillingCalls } from '../../test-support/stripe-billing-calls';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { reserveMonthlyAnalysis } from './reserve-quota';

const config: Partial<Config> = {};
const stripeServer = stripeForTests(config);

const SETUP_REQUIRED = paymentMessageText(PAYMENT_MESSAGES.setupRequired);

describeOnEachDatabase(
  'Stripe subscriptions, webhooks and the customer portal',
  (get) => {
    const { subscribe, deliver, row, me, subscribedUser, stripeSays } = stripeBillingCalls(get, stripeServer);
    const activate = (subscriptionId: string) => stripeSays(subscriptionId, { status: 'active' });

    it('starts an incomplete subscription and answers what the Payment Element needs', async () => {
      const { user, cookie } = await registerAndSignIn(get().app);
      const response = await subscribe(cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json<CreateSubscriptionResponse>();
      expect(body.publishableKey).toBe(stripeServer().settings.publishableKey);
      expect(body.clientSecret).toMatch(/^in_\w+_secret_test$/);
      const sub = stripeServer().subscriptions.get(body.subscriptionId);
      expect(sub).toMatchObject({ status: 'incomplete', price: stripeServer().settings.priceIdPro });
      const stored = await row(user.id);
      expect(stored.stripeCustomerId).toBe(sub?.customer);
      expect(stored.stripeSubscriptionId).toBe(body.subscriptionId);
      // Not paid yet: still free.
      expect(stored.subscriptionTier).toBe('free');
      expect(JSON.stringify(body)).not.toContain(stripeServer().settings.secretKey);
    });

    it('creates one customer and one subscription for a double click', async () => {
      const { user, cookie } = await registerAndSignIn(get().app);
      const customersBefore = stripeServer().customers.size;
      const subscriptionsBefore = stripeServer().subscriptions.size;
      const [first, second] = await Promise.all([subscribe(cookie), subscribe(cookie)]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json().subscriptionId).toBe(first.json().subscriptionId);
      // And a retry later pays the same waiting subscription.
      const retried = await subscribe(cookie);
      expect(retried.json().subscriptionId).toBe(first.json().subscriptionId);
      expect(stripeServer().customers.size).toBe(customersBefore + 1);
      expect(stripeServer().subscriptions.size).toBe(subscriptionsBefore + 1);
      expect((await row(user.id)).stripeSubscriptionId).toBe(first.json().subscriptionId);
    });

    it('refuses a second subscription while one is active, and an unknown tier', async () => {
      const { cookie, subscriptionId } = await subscribedUser();
      await activate(subscriptionId);
      const second = await subscribe(cookie);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toMatch(/already have an active subscription/);
      const before = stripeServer().subscriptions.size;
      const unknown = await subscribe(cookie, 'platinum');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/Unknown plan/);
      expect((await subscribe(cookie, 'enterprise')).statusCode).toBe(400);
      expect(stripeServer().subscriptions.size).toBe(before);
    });

    it('makes the user pro once Stripe says the subscription is active, read from Stripe not the event', async () => {
      const { user, cookie, subscriptionId } = await subscribedUser();
      // The event's copy says incomplete; Stripe now says active: Stripe wins.
      const staleCopy = stripeServer().subscriptionObject(subscriptionId);
      stripeServer().update(subscriptionId, { status: 'active' });
      const response = await deliver(stripeServer().signedEvent('invoice.paid', invoiceOf(staleCopy)));
      expect(response.statusCode).toBe(200);
      const stored = await row(user.id);
      expect(stored).toMatchObject({
        subscriptionTier: 'pro',
        subscriptionStatus: 'active',
        cancelAtPeriodEnd: false,
      });
      expect(stored.subscriptionPeriodEnd?.getTime()).toBe(
        (stripeServer().subscriptions.get(subscriptionId)?.current_period_end ?? 0) * 1000,
      );
      expect((await me(cookie)).subscriptionTier).toBe('pro');
    });

    it('refuses a bad or old signature and changes nothing', async () => {
      const { user, subscriptionId } = await subscribedUser();
      stripeServer().update(subscriptionId, { status: 'active' });
      const object = stripeServer().subscriptionObject(subscriptionId);
      const forged = stripeServer().signedEvent('customer.subscription.updated', object, {
        secret: 'whsec_not_ours',
      });
      const old = stripeServer().signedEvent('customer.subscription.updated', object, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      const good = stripeServer().signedEvent('customer.subscription.updated', object);
      const tampered = { payload: good.payload.replace('"active"', '"canceled"'), signature: good.signature };
      for (const event of [forged, old, tampered, { payload: good.payload, signature: '' }]) {
        const response = await deliver(event);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/Invalid Stripe signature/);
      }
      expect((await row(user.id)).subscriptionTier).toBe('free');
      const recorded = await get()
        .database.db.select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, good.id));
      expect(recorded).toEqual([]);
    });

    it('handles an event id once: a replay changes nothing', async () => {
      const { user, subscriptionId } = await subscribedUser();
      stripeServer().update(subscriptionId, { status: 'active' });
      const event = stripeServer().signedEvent(
        'customer.subscription.updated',
        stripeServer().subscriptionObject(subscriptionId),
      );
      expect((await deliver(event)).json().outcome).toBe('handled');
      // Meanwhile the subscription is cancelled in Stripe; a replay of the old event must not apply anything.
      stripeServer().update(subscriptionId, { status: 'canceled' });
      const replay = await deliver(event);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().outcome).toBe('duplicate');
      expect((await row(user.id)).subscriptionTier).toBe('pro');
    });

    it('is safe out of order: a deleted event before an older updated one leaves the user free', async () => {
      const { user, cookie, subscriptionId } = await subscribedUser();
      stripeServer().update(subscriptionId, { status: 'active' });
      const olderUpdated = stripeServer().signedEvent(
        'customer.subscription.updated',
        stripeServer().subscriptionObject(subscriptionId),
      );
      stripeServer().update(subscriptionId, { status: 'canceled' });
      const deleted = stripeServer().signedEvent(
        'customer.subscription.deleted',
        stripeServer().subscriptionObject(subscriptionId),
      );
      expect((await deliver(deleted)).statusCode).toBe(200);
      expect((await deliver(olderUpdated)).statusCode).toBe(200);
      expect(await row(user.id)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'cancelled' });
      expect((await me(cookie)).subscriptionTier).toBe('free');
    });

    it('queues the payment-failed mail with the past_due status, once', async () => {
      const { user, subscriptionId } = await subscribedUser();
      await activate(subscriptionId);
      stripeServer().update(subscriptionId, { status: 'past_due' });
      const failed = stripeServer().signedEvent(
        'invoice.payment_failed',
        invoiceOf(stripeServer().subscriptionObject(subscriptionId)),
      );
      expect((await deliver(failed)).statusCode).toBe(200);
      expect((await deliver(failed)).json().outcome).toBe('duplicate');
      expect(await row(user.id)).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'past_due' });
      const mails = await get()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'payment-failed' });
      expect(mails[0]?.textBody).toContain('http://localhost:5000/settings');
    });

    it('keeps pro until the end of a cancelled period, then free, even without another webhook', async () => {
      const { user, cookie, subscriptionId } = await subscribedUser();
      await activate(subscriptionId);
      const end = Math.floor(Date.now() / 1000) + 3600;
      stripeServer().update(subscriptionId, { cancel_at_period_end: true, current_period_end: end });
      await deliver(
        stripeServer().signedEvent(
          'customer.subscription.updated',
          stripeServer().subscriptionObject(subscriptionId),
        ),
      );
      expect(await row(user.id)).toMatchObject({ subscriptionTier: 'pro', cancelAtPeriodEnd: true });
      expect((await me(cookie)).subscriptionTier).toBe('pro');
      // The period ends and Stripe's deleted event is lost: every read of the tier says free.
      await get()
        .database.db.update(users)
        .set({ subscriptionPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(users.id, user.id));
      expect((await me(cookie)).subscriptionTier).toBe('free');
      // The analysis limit reads the same tier: the free plan's three a month, then a refusal.
      const fallen = await me(cookie);
      for (let i = 0; i < fallen.monthlyAnalysesLimit; i++) {
        await reserveMonthlyAnalysis({ ctx: get().database, input: { user: fallen } });
      }
      await expect(reserveMonthlyAnalysis({ ctx: get().database, input: { user: fallen } })).rejects.toThrow(
        /used all 3 analyses/,
      );
    });

    it('ignores an event of a customer no account has, and changes nothing', async () => {
      const before = await get().database.db.select().from(users);
      const stranger = {
        ...stripeServer().subscriptionObject((await subscribedUser()).subscriptionId),
        customer: 'cus_unknown',
      };
      const event = stripeServer().signedEvent('customer.subscription.updated', stranger);
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('unknown-customer');
      const after = await get().database.db.select().from(users);
      expect(after.filter((u) => before.some((b) => b.id === u.id))).toEqual(before);
    });

    it('opens the customer portal returning to Settings; without a customer a 409', async () => {
      const { cookie } = await subscribedUser();
      const portal = await get().app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: { cookie },
      });
      expect(portal.statusCode).toBe(200);
      expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/session\/cus_/);
      const newcomer = await registerAndSignIn(get().app);
      const none = await get().app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: { cookie: newcomer.cookie },
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toMatch(/No billing account yet/);
    });
  },
  { config },
);

describeOnEachDatabase('paying without Stripe keys', (get) => {
  it('answers the setup message as a 503, and the webhook refuses too', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    for (const url of ['/api/billing/subscription', '/api/billing/portal']) {
      const response = await get().app.inject({
        method: 'POST',
        url,
        payload: { tier: 'pro' },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(SETUP_REQUIRED);
    }
    const webhook = await get().app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(webhook.statusCode).toBe(503);
  });
});

/** An invoice event's object: it names the customer and, under parent, the subscription. */
function invoiceOf(subscription: object) {
  const sub = subscription as { id: string; customer: string; latest_invoice: string };
  return {
    id: sub.latest_invoice,
    object: 'invoice',
    customer: sub.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
  };
}
