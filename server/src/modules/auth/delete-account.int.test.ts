import { type CreateSubscriptionResponse, PAYMENT_MESSAGES, paymentMessageText } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { holdings, populatedAccount } from '../../test-support/account-holdings';
import { registerAndSignIn } from '../../test-support/accounts';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

const config: Partial<Config> = {};
const stripeServer = stripeForTests(config);

describeOnEachDatabase(
  'deleting one’s account',
  (get) => {
    const remove = (cookie: string, confirmation: unknown) =>
      get().app.inject({
        method: 'DELETE',
        url: '/api/account',
        payload: { confirmation },
        headers: { cookie },
      });

    it('refuses a wrong confirmation and changes nothing', async () => {
      const owner = await populatedAccount(get);
      const before = await holdings(get, owner.user.id, owner.site.id);
      for (const confirmation of ['someone@example.com', '', owner.account.email.slice(1)]) {
        const response = await remove(owner.cookie, confirmation);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: 'confirmation' });
      }
      expect((await remove(owner.cookie, 42)).statusCode).toBe(400);
      expect(await holdings(get, owner.user.id, owner.site.id)).toEqual(before);
      expect(before).toEqual({ user: 1, websites: 1, hits: 1, people: 1, audits: 1, sessions: 1 });
    });

    it('removes the account, its websites, hits, audits and sessions, and nobody else’s', async () => {
      const owner = await populatedAccount(get);
      const other = await populatedAccount(get);
      const otherBefore = await holdings(get, other.user.id, other.site.id);
      // The address typed in another case, with spaces, is the same address.
      const response = await remove(owner.cookie, ` ${owner.account.email.toUpperCase()} `);
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((c) => c.name === 'botlens_session');
      expect(cleared?.value).toBe('');
      await get().app.websitePurger.idle();
      expect(await holdings(get, owner.user.id, owner.site.id)).toEqual({
        user: 0,
        websites: 0,
        hits: 0,
        people: 0,
        audits: 0,
        sessions: 0,
      });
      expect(await holdings(get, other.user.id, other.site.id)).toEqual(otherBefore);
      // Signed out, and the address is free for a new account.
      const me = await get().app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: owner.cookie },
      });
      expect(me.statusCode).toBe(401);
      const login = await get().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.account.email, password: owner.account.password },
      });
      expect(login.statusCode).toBe(401);
      expect((await registerAndSignIn(get().app, { email: owner.account.email })).user.email).toBe(
        owner.account.email,
      );
    });

    it('cancels an active subscription at Stripe first, at once', async () => {
      const owner = await populatedAccount(get);
      const started = await get().app.inject({
        method: 'POST',
        url: '/api/billing/subscription',
        payload: { tier: 'pro' },
        headers: { cookie: owner.cookie },
      });
      const { subscriptionId } = started.json<CreateSubscriptionResponse>();
      stripeServer().update(subscriptionId, { status: 'active' });
      const response = await remove(owner.cookie, owner.account.email);
      expect(response.statusCode).toBe(204);
      expect(stripeServer().subscriptions.get(subscriptionId)?.status).toBe('canceled');
      expect(stripeServer().calls).toContain(`DELETE /v1/subscriptions/${subscriptionId}`);
      await get().app.websitePurger.idle();
      expect((await holdings(get, owner.user.id, owner.site.id)).user).toBe(0);
    });

    it('goes ahead when Stripe no longer knows the subscription', async () => {
      const owner = await populatedAccount(get);
      await get()
        .database.db.update(users)
        .set({ stripeSubscriptionId: 'sub_deleted_in_the_dashboard' })
        .where(eq(users.id, owner.user.id));
      expect((await remove(owner.cookie, owner.account.email)).statusCode).toBe(204);
      await get().app.websitePurger.idle();
      expect((await holdings(get, owner.user.id, owner.site.id)).user).toBe(0);
    });
  },
  { config },
);

describeOnEachDatabase('deleting an account with a subscription when Stripe is not configured', (get) => {
  it('keeps the account (it would go on being charged) and says why', async () => {
    const owner = await populatedAccount(get);
    await get()
      .database.db.update(users)
      .set({ stripeSubscriptionId: 'sub_elsewhere' })
      .where(eq(users.id, owner.user.id));
    const response = await get().app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirmation: owner.account.email },
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(paymentMessageText(PAYMENT_MESSAGES.setupRequired));
    expect((await holdings(get, owner.user.id, owner.site.id)).user).toBe(1);
  });
});
