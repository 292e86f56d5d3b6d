import { describe, expect, it } from 'vitest';
import type { User } from './auth';
import {
  cheapestPlanWhere,
  DEFAULT_MONTHLY_ANALYSES_LIMIT,
  entitlementsOf,
  formatPlanPrice,
  PLAN_GRANTS,
  PLANS,
  planIn,
  planOf,
  SUBSCRIPTION_TIERS,
  UNLIMITED_ANALYSES_PLAN,
} from './billing';

// null is "unlimited": more than any number.
const atLeast = (higher: number | null, lower: number | null) =>
  higher === null || (lower !== null && higher >= lower);

describe('the plans table', () => {
  it('has one plan per tier, free, pro and enterprise, in that order', () => {
    expect(SUBSCRIPTION_TIERS).toEqual(['free', 'pro', 'enterprise']);
    expect(PLANS.map((plan) => plan.tier)).toEqual(['free', 'pro', 'enterprise']);
    for (const tier of SUBSCRIPTION_TIERS) expect(planOf(tier).tier).toBe(tier);
  });

  it('says the prices of part 2 §9: free costs nothing, pro $19 and enterprise $49 a month', () => {
    expect(PLANS.map((plan) => [plan.priceCents, plan.period])).toEqual([
      [0, 'month'],
      [1900, 'month'],
      [4900, 'month'],
    ]);
    expect(PLANS.map(formatPlanPrice)).toEqual(['$0', '$19', '$49']);
    expect(formatPlanPrice({ priceCents: 1950 })).toBe('$19.50');
  });

  it('marks pro, and only pro, as the popular plan, with the calls to action of part 2 §9', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.tier)).toEqual(['pro']);
    expect(planOf('pro').ctaText).toBe('Start Pro Trial');
    expect(planOf('enterprise').ctaText).toBe('Contact Sales');
  });

  it('gives free the default monthly analyses and the paid plans unlimited ones', () => {
    expect(planOf('free').limits.monthlyAnalyses).toBe(DEFAULT_MONTHLY_ANALYSES_LIMIT);
    expect(DEFAULT_MONTHLY_ANALYSES_LIMIT).toBe(3);
    expect(planOf('pro').limits.monthlyAnalyses).toBeNull();
    expect(planOf('enterprise').limits.monthlyAnalyses).toBeNull();
    expect(UNLIMITED_ANALYSES_PLAN.tier).toBe('pro');
  });

  it('never takes anything away as the price goes up: prices, limits and grants are monotonic', () => {
    for (let i = 1; i < PLANS.length; i++) {
      const lower = PLANS[i - 1];
      const higher = PLANS[i];
      if (!lower || !higher) throw new Error('unreachable');
      expect(higher.priceCents).toBeGreaterThan(lower.priceCents);
      expect(atLeast(higher.limits.monthlyAnalyses, lower.limits.monthlyAnalyses), higher.tier).toBe(true);
      expect(atLeast(higher.limits.teamMembers, lower.limits.teamMembers), higher.tier).toBe(true);
      for (const grant of lower.grants) expect(higher.grants, `${higher.tier} ${grant}`).toContain(grant);
    }
  });

  it('grants only known grants, each once, and gives every card features', () => {
    for (const plan of PLANS) {
      for (const grant of plan.grants) expect(PLAN_GRANTS).toContain(grant);
      expect(new Set(plan.grants).size).toBe(plan.grants.length);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('is plain data that survives JSON, so that it can seed a database table', () => {
    expect(JSON.parse(JSON.stringify(PLANS))).toEqual(PLANS);
  });
});

describe('entitlementsOf', () => {
  const user: Pick<User, 'role' | 'subscriptionTier' | 'monthlyAnalysesLimit'> = {
    role: 'user',
    subscriptionTier: 'free',
    monthlyAnalysesLimit: 3,
  };

  it('holds a free account to its own monthly limit, which an administrator may have changed', () => {
    expect(entitlementsOf(user, PLANS)).toMatchObject({ tier: 'free', monthlyAnalyses: 3, teamMembers: 1 });
    expect(entitlementsOf({ ...user, monthlyAnalysesLimit: 10 }, PLANS).monthlyAnalyses).toBe(10);
    expect(entitlementsOf({ ...user, monthlyAnalysesLimit: 0 }, PLANS).monthlyAnalyses).toBe(0);
  });

  it('grants a free account none of the paid features', () => {
    expect(Object.values(entitlementsOf(user, PLANS).grants).every((granted) => !granted)).toBe(true);
  });

  it('lets pro analyse without a limit and use ChatGPT indexing, but not manage a team', () => {
    const pro = entitlementsOf({ ...user, subscriptionTier: 'pro' }, PLANS);
    expect(pro.monthlyAnalyses).toBeNull();
    expect(pro.grants).toMatchObject({ chatgptIndexing: true, customRobotsTxt: true, teamManagement: false });
  });

  it('gives enterprise everything, with unlimited team members', () => {
    const enterprise = entitlementsOf({ ...user, subscriptionTier: 'enterprise' }, PLANS);
    expect(enterprise).toMatchObject({ monthlyAnalyses: null, teamMembers: null });
    expect(Object.values(enterprise.grants).every(Boolean)).toBe(true);
  });

  it('entitles an administrator to everything whatever the tier, with unlimited analyses', () => {
    const admin = entitlementsOf({ role: 'admin', subscriptionTier: 'free', monthlyAnalysesLimit: 0 }, PLANS);
    expect(admin).toMatchObject({ tier: 'free', monthlyAnalyses: null, teamMembers: null });
    expect(Object.values(admin.grants).every(Boolean)).toBe(true);
  });

  it('reads the plan rows it is given: an edited limit or grant holds, a missing row falls back to the seed', () => {
    const edited = PLANS.map((plan) =>
      plan.tier === 'free'
        ? { ...plan, limits: { ...plan.limits, monthlyAnalyses: null }, grants: ['chatgptIndexing' as const] }
        : plan,
    );
    const free = entitlementsOf(user, edited);
    expect(free.monthlyAnalyses).toBeNull();
    expect(free.grants).toMatchObject({ chatgptIndexing: true, customRobotsTxt: false });
    expect(entitlementsOf({ ...user, subscriptionTier: 'pro' }, []).grants.customRobotsTxt).toBe(true);
  });

  it('has a key for every grant', () => {
    expect(Object.keys(entitlementsOf(user, PLANS).grants).sort()).toEqual([...PLAN_GRANTS].sort());
  });
});

describe('planIn and cheapestPlanWhere', () => {
  it('finds a tier among rows, and the cheapest row that allows something', () => {
    expect(planIn(PLANS, 'pro').name).toBe('Pro');
    expect(cheapestPlanWhere(PLANS, (plan) => plan.grants.includes('customRobotsTxt'))?.tier).toBe('pro');
    expect(cheapestPlanWhere(PLANS, (plan) => plan.grants.includes('apiAccess'))?.tier).toBe('enterprise');
    const reversed = [...PLANS].reverse();
    expect(cheapestPlanWhere(reversed, (plan) => plan.limits.monthlyAnalyses === null)?.tier).toBe('pro');
    expect(cheapestPlanWhere(PLANS, () => false)).toBeNull();
  });
});
