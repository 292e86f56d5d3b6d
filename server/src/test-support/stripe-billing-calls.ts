import type { CreateSubscriptionResponse, User } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { registerAndSignIn } from './accounts';
import type { StripeTestServer } from './stripe-server';
import type { TestContext } from './test-app';

/** The calls the billing tests make: subscribing, webhook deliveries, the stored row and the user as served. */
export function stripeBillingCalls(get: () => TestContext, stripe: () => StripeTestServer) {
  const subscribe = (cookie: string, tier = 'pro') =>
    get().app.inject({
      method: 'POST',
      url: '/api/billing/subscription',
      payload: { tier },
      headers: { cookie },
    });
  const deliver = (event: { payload: string; signature: string }) =>
    get().app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
  const row = async (id: number) => {
    const [found] = await get().database.db.select().from(users).where(eq(users.id, id));
    if (!found) throw new Error('no user');
    return found;
  };
  const me = async (cookie: string) =>
    (await get().app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json<User>();

  /** A user with a subscription whose first payment is waiting. */
  async function subscribedUser() {
    const account = await registerAndSignIn(get().app);
    const started = await subscribe(account.cookie);
    expect(started.statusCode).toBe(200);
    const body = started.json<CreateSubscriptionResponse>();
    return { ...account, subscriptionId: body.subscriptionId };
  }

  /** Stripe moves the subscription, then tells the product (which reads the subscription back). */
  async function stripeSays(subscriptionId: string, change: Parameters<StripeTestServer['update']>[1]) {
    stripe().update(subscriptionId, change);
    const response = await deliver(
      stripe().signedEvent('customer.subscription.updated', stripe().subscriptionObject(subscriptionId)),
    );
    expect(response.statusCode).toBe(200);
  }

  return { subscribe, deliver, row, me, subscribedUser, stripeSays };
}
