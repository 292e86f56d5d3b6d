import {
  type AdminPlansResponse,
  type AdminPlanUpdateRequest,
  type Plan,
  type PlansResponse,
  planOf,
} from '@botlens/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../../config';
import { adminActions, plans, users } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { type FixtureSite, serveFixtureSite } from '../../test-support/fixture-site-server';
import { stripeForTests } from '../../test-support/stripe-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

/** The request that puts a plan back as it is: what the Pricing tab sends with nothing changed. */
function requestOf(plan: Plan): AdminPlanUpdateRequest {
  return {
    priceCents: plan.priceCents,
    description: plan.description,
    features: [...plan.features],
    limitations: [...plan.limitations],
    popular: plan.popular,
    ctaText: plan.ctaText,
    monthlyAnalyses: plan.limits.monthlyAnalyses,
  };
}

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite('well-prepared');
});
afterAll(() => site.close());

describeOnEachDatabase(
  'GET /api/admin/plans, PUT /api/admin/plans/:tier',
  (get) => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
      get().app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const planRecords = (tier: string) =>
      get()
        .database.db.select()
        .from(adminActions)
        .where(and(eq(adminActions.targetType, 'plan'), eq(adminActions.targetId, tier)));
    let admin: string;
    beforeAll(async () => {
      admin = (await signInAsAdmin(get().app, get().database.db)).cookie;
    });

    it('answers the plans as stored, and payments not configured, with no webhook yet', async () => {
      const response = await call('GET', '/api/admin/plans', admin);
      expect(response.statusCode).toBe(200);
      const body = response.json<AdminPlansResponse>();
      expect(body.plans.map((plan) => plan.tier)).toEqual(['free', 'pro', 'enterprise']);
      expect(body.payment).toEqual({
        configured: false,
        settings: [
          { name: 'STRIPE_SECRET_KEY', present: false },
          { name: 'STRIPE_PUBLISHABLE_KEY', present: false },
          { name: 'STRIPE_WEBHOOK_SECRET', present: false },
          { name: 'STRIPE_PRICE_PRO', present: false },
          { name: 'STRIPE_API_URL', present: false },
        ],
        lastWebhook: null,
      });
    });

    it("changes Pro's card: /pricing reads it at once, and the change is recorded from and to", async () => {
      const pro = planOf('pro');
      const edited = {
        ...requestOf(pro),
        priceCents: 2450,
        features: ['Unlimited analyses', 'Weekly crawler digest'],
        ctaText: 'Go Pro',
      };
      const response = await call('PUT', '/api/admin/plans/pro', admin, {
        ...edited,
        features: ['  Unlimited analyses ', 'Weekly crawler digest'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ tier: 'pro', priceCents: 2450, features: edited.features });
      const served = (await call('GET', '/api/plans'))
        .json<PlansResponse>()
        .plans.find((p) => p.tier === 'pro');
      expect(served).toMatchObject({
        priceCents: 2450,
        features: edited.features,
        ctaText: 'Go Pro',
        name: 'Pro',
        grants: [...pro.grants],
      });
      const records = await planRecords('pro');
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action: 'plan.updated',
        details: {
          from: { priceCents: 1900, features: [...pro.features], ctaText: 'Start Pro Trial' },
          to: { priceCents: 2450, features: edited.features, ctaText: 'Go Pro' },
          movedAccounts: 0,
        },
      });
      expect((await call('PUT', '/api/admin/plans/pro', admin, requestOf(pro))).statusCode).toBe(200);
    });

    it("raises the free plan's monthly analyses: a 4th analysis goes through, an account's own number stays", async () => {
      const { db } = get().database;
      const thisMonth = sql`to_char(now() at time zone 'utc', 'YYYY-MM')`;
      const analyse = (cookie: string) =>
        call('POST', '/api/analyze-website', cookie, { domain: site.domain });
      const follower = await registerAndSignIn(get().app);
      const ownLimit = await registerAndSignIn(get().app);
      await db
        .update(users)
        .set({ monthlyAnalysesUsed: 3, analysesMonth: thisMonth })
        .where(eq(users.id, follower.user.id));
      await db.update(users).set({ monthlyAnalysesLimit: 10 }).where(eq(users.id, ownLimit.user.id));
      expect((await analyse(follower.cookie)).statusCode).toBe(402);

      const free = planOf('free');
      try {
        const changed = await call('PUT', '/api/admin/plans/free', admin, {
          ...requestOf(free),
          monthlyAnalyses: 5,
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.json().limits.monthlyAnalyses).toBe(5);
        expect((await analyse(follower.cookie)).statusCode).toBe(200);
        const usage = await call('GET', '/api/billing/usage', follower.cookie);
        expect(usage.json().analyses).toMatchObject({ used: 4, limit: 5 });
        // An administrator's number for one account is that account's own.
        expect((await call('GET', '/api/billing/usage', ownLimit.cookie)).json().analyses.limit).toBe(10);
        // A new account starts with the plan's number as it stands.
        const newcomer = await registerAndSignIn(get().app);
        expect(newcomer.user.monthlyAnalysesLimit).toBe(5);
        // And so does one an administrator creates.
        const created = await call('POST', '/api/admin/users', admin, {
          email: `made-by-admin-${Date.now()}@example.com`,
          password: 'Created-Pass-42',
          firstName: 'Made',
          lastName: 'ByAdmin',
          role: 'user',
        });
        expect(created.statusCode).toBe(201);
        expect(created.json().monthlyAnalysesLimit).toBe(5);
        const [record] = await planRecords('free');
        expect(record?.details).toMatchObject({
          from: { monthlyAnalyses: 3 },
          to: { monthlyAnalyses: 5 },
          movedAccounts: expect.any(Number),
        });
        expect(
          (record?.details as { movedAccounts?: number } | undefined)?.movedAccounts,
        ).toBeGreaterThanOrEqual(2);
      } finally {
        await call('PUT', '/api/admin/plans/free', admin, requestOf(free));
      }
      expect((await call('GET', '/api/billing/usage', follower.cookie)).json().analyses.limit).toBe(3);
    });

    it('refuses bad plans with a message naming the fault, and anyone but an administrator, changing nothing', async () => {
      const { db } = get().database;
      const { cookie: userCookie } = await registerAndSignIn(get().app);
      const rowsBefore = await db.select().from(plans);
      const recordsBefore = (await planRecords('pro')).length;
      const good = requestOf(planOf('pro'));
      expect((await call('GET', '/api/admin/plans')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/plans', userCookie)).statusCode).toBe(403);
      expect((await call('PUT', '/api/admin/plans/pro', undefined, good)).statusCode).toBe(401);
      expect((await call('PUT', '/api/admin/plans/pro', userCookie, good)).statusCode).toBe(403);
      const cases: Array<[string, unknown, string]> = [
        ['pro', { ...good, priceCents: -1 }, 'priceCents must not be negative'],
        ['pro', { ...good, priceCents: 19.5 }, 'priceCents must be a whole number of cents'],
        ['pro', { ...good, priceCents: '1900' }, 'priceCents must be a number'],
        ['pro', { ...good, features: ['Good', '   '] }, 'features must not have empty lines'],
        ['pro', { ...good, features: Array(21).fill('Line') }, 'features must have at most 20 lines'],
        [
          'pro',
          { ...good, limitations: ['x'.repeat(121)] },
          'each of limitations must be at most 120 characters',
        ],
        ['pro', { ...good, description: ' ' }, 'description is required'],
        ['pro', { ...good, ctaText: '' }, 'ctaText is required'],
        ['pro', { ...good, monthlyAnalyses: -2 }, 'monthlyAnalyses must be at least 0'],
        ['pro', { ...good, grants: ['apiAccess'] }, 'Unknown field: grants'],
        ['pro', { ...good, popular: undefined }, 'popular is required'],
        ['platinum', good, 'tier must be one of: free, pro, enterprise'],
      ];
      for (const [tier, payload, message] of cases) {
        const refused = await call('PUT', `/api/admin/plans/${tier}`, admin, payload);
        expect(refused.statusCode, message).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      expect(await db.select().from(plans)).toEqual(rowsBefore);
      expect(await planRecords('pro')).toHaveLength(recordsBefore);
    });
  },
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);

const stripeConfig: Partial<Config> = {};
const stripeServer = stripeForTests(stripeConfig);

describeOnEachDatabase(
  'GET /api/admin/plans with Stripe configured',
  (get) => {
    it('says which settings are present and the last webhook handled, never a setting’s value', async () => {
      const { cookie: admin } = await signInAsAdmin(get().app, get().database.db);
      const { cookie } = await registerAndSignIn(get().app);
      const started = await get().app.inject({
        method: 'POST',
        url: '/api/billing/subscription',
        payload: { tier: 'pro' },
        headers: { cookie },
      });
      expect(started.statusCode).toBe(200);
      const { subscriptionId } = started.json();
      stripeServer().update(subscriptionId, { status: 'active' });
      const event = stripeServer().signedEvent(
        'customer.subscription.updated',
        stripeServer().subscriptionObject(subscriptionId),
      );
      const delivered = await get().app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(delivered.statusCode).toBe(200);

      const response = await get().app.inject({
        method: 'GET',
        url: '/api/admin/plans',
        headers: { cookie: admin },
      });
      const body = response.json<AdminPlansResponse>();
      expect(body.payment.configured).toBe(true);
      expect(body.payment.settings.every((setting) => setting.present)).toBe(true);
      expect(body.payment.lastWebhook).toEqual({
        type: 'customer.subscription.updated',
        receivedAt: expect.any(String),
        result: 'processed',
      });
      expect(Date.now() - Date.parse(body.payment.lastWebhook?.receivedAt ?? '')).toBeLessThan(60_000);
      const { secretKey, publishableKey, webhookSecret, priceIdPro, apiUrl } = stripeServer().settings;
      for (const value of [secretKey, publishableKey, webhookSecret, priceIdPro, apiUrl?.host ?? '']) {
        expect(value.length).toBeGreaterThan(5);
        expect(response.body).not.toContain(value);
      }
      // Nor a telling part of one.
      expect(response.body).not.toMatch(/sk_test|whsec_|pk_test|price_/);
    });
  },
  { config: stripeConfig },
);
