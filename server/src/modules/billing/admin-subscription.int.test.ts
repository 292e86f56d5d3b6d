import type { CreateSubscriptionResponse } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Config } from '../../config';
import { adminActions, users } from '../../db/schema';
import { utcMonth } from '../../lib/utc-month';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

const config: Partial<Config> = {};
const stripeServer = stripeForTests(config);

describeOnEachDatabase(
  'the administrator’s subscriptions: PUT …/subscription, POST …/reset-usage',
  (get) => {
    const put = (id: number | string, payload: unknown, cookie?: string) =>
      get().app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/subscription`,
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const reset = (id: number, cookie?: string) =>
      get().app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/reset-usage`,
        headers: cookie ? { cookie } : {},
      });
    const rowOf = async (id: number) =>
      (await get().database.db.select().from(users).where(eq(users.id, id)))[0];
    const recordsOf = async (id: number) =>
      get()
        .database.db.select()
        .from(adminActions)
        .where(eq(adminActions.targetId, String(id)));

    it('sets tier, status and limit, any of them, and records each change with who did it', async () => {
      const { user, cookie: userCookie } = await registerAndSignIn(get().app);
      const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
      const response = await put(user.id, { subscriptionTier: 'pro', monthlyAnalysesLimit: 10 }, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        subscriptionTier: 'pro',
        monthlyAnalysesLimit: 10,
      });
      // The user sees it at once: the plan is read per request.
      const me = await get().app.inject({ method: 'GET', url: '/api/user', headers: { cookie: userCookie } });
      expect(me.json()).toMatchObject({ subscriptionTier: 'pro' });
      expect((await put(user.id, { subscriptionStatus: 'past_due' }, cookie)).json()).toMatchObject({
        subscriptionTier: 'pro',
        subscriptionStatus: 'past_due',
      });
      const records = await recordsOf(user.id);
      expect(records).toHaveLength(2);
      expect(records[0]).toMatchObject({
        adminEmail: admin.email,
        action: 'user.subscription.changed',
        targetType: 'user',
        details: {
          from: { subscriptionTier: 'free', subscriptionStatus: 'active', monthlyAnalysesLimit: 3 },
          to: { subscriptionTier: 'pro', subscriptionStatus: 'active', monthlyAnalysesLimit: 10 },
        },
      });
    });

    it('cancelling cancels the Stripe subscription at Stripe too', async () => {
      const owner = await registerAndSignIn(get().app);
      const started = await get().app.inject({
        method: 'POST',
        url: '/api/billing/subscription',
        payload: { tier: 'pro' },
        headers: { cookie: owner.cookie },
      });
      const { subscriptionId } = started.json<CreateSubscriptionResponse>();
      stripeServer().update(subscriptionId, { status: 'active' });
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const list = await get().app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
      expect(list.json().find((u: { id: number }) => u.id === owner.user.id)).toMatchObject({
        stripeSubscription: true,
      });
      const response = await put(owner.user.id, { subscriptionStatus: 'cancelled' }, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ subscriptionStatus: 'cancelled' });
      expect(stripeServer().subscriptions.get(subscriptionId)?.status).toBe('canceled');
    });

    it('resets this month’s analyses, recorded with the count before', async () => {
      const { user } = await registerAndSignIn(get().app);
      await get()
        .database.db.update(users)
        .set({ monthlyAnalysesUsed: 3, analysesMonth: utcMonth(new Date()) })
        .where(eq(users.id, user.id));
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const response = await reset(user.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ monthlyAnalysesUsed: 0 });
      expect((await rowOf(user.id))?.monthlyAnalysesUsed).toBe(0);
      const records = await recordsOf(user.id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ action: 'user.usage.reset', details: { analysesUsedBefore: 3 } });
      expect((await reset(2_000_000_000, cookie)).statusCode).toBe(404);
    });

    it('refuses anyone but an administrator, bad values and unknown users, changing nothing', async () => {
      const { user, cookie: userCookie } = await registerAndSignIn(get().app);
      expect((await put(user.id, { subscriptionTier: 'pro' })).statusCode).toBe(401);
      expect((await put(user.id, { subscriptionTier: 'pro' }, userCookie)).statusCode).toBe(403);
      expect((await reset(user.id)).statusCode).toBe(401);
      expect((await reset(user.id, userCookie)).statusCode).toBe(403);
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const refusals: [unknown, string][] = [
        [{ subscriptionTier: 'platinum' }, 'subscriptionTier must be one of: free, pro, enterprise'],
        [
          { subscriptionStatus: 'paused' },
          'subscriptionStatus must be one of: active, inactive, cancelled, past_due',
        ],
        [{ monthlyAnalysesLimit: -1 }, 'monthlyAnalysesLimit must be 0 or more'],
        [{ monthlyAnalysesLimit: 2.5 }, 'monthlyAnalysesLimit must be a whole number'],
        [{ monthlyAnalysesLimit: '10' }, 'monthlyAnalysesLimit must be a whole number'],
        [{}, 'Send at least one of subscriptionTier, subscriptionStatus, monthlyAnalysesLimit'],
      ];
      for (const [body, message] of refusals) {
        const response = await put(user.id, body, cookie);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const missing = await put(2_000_000_000, { subscriptionTier: 'pro' }, cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found');
      expect(await rowOf(user.id)).toMatchObject({
        subscriptionTier: 'free',
        subscriptionStatus: 'active',
        monthlyAnalysesLimit: 3,
      });
      expect(await recordsOf(user.id)).toEqual([]);
    });
  },
  { config },
);
