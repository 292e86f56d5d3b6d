import { type BillingUsage, PLANS, type PlansResponse } from '@botlens/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { plans, users } from '../../db/schema';
import { registerAndSignIn, setSubscriptionTier, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { readPlans, updatePlan } from './plan-catalog';
import { requireGrant } from './plan-limits';
import { seedPlans } from './plans.queries';

describeOnEachDatabase('plans as rows: GET /api/plans, GET /api/billing/usage', (get) => {
  const read = (url: string, cookie?: string) =>
    get().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('serves the seeded plans to anyone, in the order of the cards, as contracts define them', async () => {
    const response = await read('/api/plans');
    expect(response.statusCode).toBe(200);
    const body = response.json<PlansResponse>();
    expect(body.plans).toEqual(JSON.parse(JSON.stringify(PLANS)));
    expect(body.plans.map((plan) => [plan.name, plan.priceCents, plan.popular, plan.ctaText])).toEqual([
      ['Free', 0, false, 'Get Started Free'],
      ['Pro', 1900, true, 'Start Pro Trial'],
      ['Enterprise', 4900, false, 'Contact Sales'],
    ]);
  });

  it('seeds once: a second start, or two at once, write nothing and keep an edited row', async () => {
    const { db } = get().database;
    await db.update(plans).set({ name: 'Free (edited)' }).where(eq(plans.tier, 'free'));
    expect(await Promise.all([seedPlans(db), seedPlans(db)])).toEqual([0, 0]);
    const rows = await db.select().from(plans);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.tier === 'free')?.name).toBe('Free (edited)');
    await db.update(plans).set({ name: 'Free' }).where(eq(plans.tier, 'free'));
  });

  it('seeds a tier whose row is missing, and only that one', async () => {
    const { db } = get().database;
    await db.delete(plans).where(eq(plans.tier, 'enterprise'));
    expect(await seedPlans(db)).toBe(1);
    expect((await db.select().from(plans)).map((row) => row.tier).sort()).toEqual([
      'enterprise',
      'free',
      'pro',
    ]);
  });

  it('reads a change made through updatePlan at once: the plans served and the limits checked', async () => {
    const ctx = { db: get().database.db };
    const { user } = await registerAndSignIn(get().app);
    await expect(requireGrant(ctx, user, 'chatgptIndexing', 'Optimization suggestions')).rejects.toThrow(
      'Optimization suggestions are part of the Pro plan',
    );
    await readPlans(ctx);
    try {
      await updatePlan({
        ctx,
        input: { tier: 'free', changes: { grants: ['chatgptIndexing'], priceCents: 0 } },
      });
      expect((await read('/api/plans')).json<PlansResponse>().plans[0]?.grants).toEqual(['chatgptIndexing']);
      await expect(requireGrant(ctx, user, 'chatgptIndexing', 'Optimization suggestions')).resolves.toBe(
        undefined,
      );
      // The refusal names the cheapest plan that grants it, as the rows say.
      await updatePlan({ ctx, input: { tier: 'pro', changes: { name: 'Pro Plus' } } });
      await expect(requireGrant(ctx, user, 'customRobotsTxt', 'Custom robots.txt policies')).rejects.toThrow(
        'Custom robots.txt policies are part of the Pro Plus plan',
      );
    } finally {
      await updatePlan({ ctx, input: { tier: 'free', changes: { grants: [] } } });
      await updatePlan({ ctx, input: { tier: 'pro', changes: { name: 'Pro' } } });
    }
    await expect(updatePlan({ ctx, input: { tier: 'nope' as 'pro', changes: {} } })).rejects.toThrow(
      'There is no nope plan',
    );
  });

  it('answers the caller’s plan, its state and this month’s analyses against the limit', async () => {
    const { cookie, user } = await registerAndSignIn(get().app);
    const month = new Date().toISOString().slice(0, 7);
    const usage = await read('/api/billing/usage', cookie);
    expect(usage.statusCode).toBe(200);
    expect(usage.json<BillingUsage>()).toEqual({
      tier: 'free',
      status: 'active',
      periodEnd: null,
      cancelAtPeriodEnd: false,
      analyses: { used: 0, limit: 3, month },
    });

    const { db } = get().database;
    await db
      .update(users)
      .set({
        monthlyAnalysesUsed: 2,
        monthlyAnalysesLimit: 7,
        analysesMonth: sql`to_char(now() at time zone 'utc', 'YYYY-MM')`,
      })
      .where(eq(users.id, user.id));
    expect((await read('/api/billing/usage', cookie)).json<BillingUsage>().analyses).toEqual({
      used: 2,
      limit: 7,
      month,
    });

    // An earlier month's count is not this month's.
    await db.update(users).set({ analysesMonth: '2000-01' }).where(eq(users.id, user.id));
    expect((await read('/api/billing/usage', cookie)).json<BillingUsage>().analyses.used).toBe(0);

    const periodEnd = new Date('2027-01-15T00:00:00.000Z');
    await db
      .update(users)
      .set({ subscriptionPeriodEnd: periodEnd, cancelAtPeriodEnd: true, subscriptionStatus: 'cancelled' })
      .where(eq(users.id, user.id));
    await setSubscriptionTier(db, user.id, 'pro');
    expect((await read('/api/billing/usage', cookie)).json<BillingUsage>()).toMatchObject({
      tier: 'pro',
      status: 'cancelled',
      periodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: true,
      analyses: { limit: null },
    });
  });

  it('gives an administrator unlimited analyses whatever the tier', async () => {
    const admin = await signInAsAdmin(get().app, get().database.db);
    expect((await read('/api/billing/usage', admin.cookie)).json<BillingUsage>().analyses.limit).toBeNull();
  });

  it('asks for a signed-in caller for usage', async () => {
    expect((await read('/api/billing/usage')).statusCode).toBe(401);
  });
});
