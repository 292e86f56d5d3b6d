import {
  cheapestPlanWhere,
  DEFAULT_MONTHLY_ANALYSES_LIMIT,
  DEFAULT_SUBSCRIPTION_TIER,
  type Entitlements,
  entitlementsOf,
  type Plan,
  type PlanGrant,
  planIn,
  type User,
} from '@botlens/contracts';
import { PaymentRequiredError } from '../../lib/errors';
import type { Ctx } from '../context';
import { readPlans } from './plan-catalog';

// A visitor without an account, for entitlementsOf: only the role and the tier count.
const VISITOR: Omit<User, 'subscriptionTier'> = {
  id: 0,
  email: '',
  firstName: '',
  lastName: '',
  createdAt: '',
  subscriptionStatus: 'inactive',
  monthlyAnalysesUsed: 0,
  monthlyAnalysesLimit: DEFAULT_MONTHLY_ANALYSES_LIMIT,
  role: 'user',
};

/**
 * The monthly analyses a new account starts with: the free plan's, as the rows say now (the default when the
 * free plan is unlimited, where the number is not read).
 */
export async function newAccountAnalysesLimit(ctx: Pick<Ctx, 'db'>): Promise<number> {
  const free = planIn(await readPlans(ctx), DEFAULT_SUBSCRIPTION_TIER);
  return free.limits.monthlyAnalyses ?? DEFAULT_MONTHLY_ANALYSES_LIMIT;
}

/** A user's entitlements from the plan rows as they stand. */
export async function entitlementsOfUser(ctx: Pick<Ctx, 'db'>, user: User): Promise<Entitlements> {
  return entitlementsOf(user, await readPlans(ctx));
}

/** "the Pro plan", or "a paid plan" when no plan row grants it (an administrator took it from every plan). */
function planNamed(plan: Plan | null): string {
  return plan ? `the ${plan.name} plan` : 'a paid plan';
}

/**
 * Refuses, with a 402 naming the cheapest plan that grants it, a user whose plan does not grant `grant`.
 * `what` starts the message: "Optimization suggestions" → "Optimization suggestions are part of the Pro
 * plan". Administrators always pass.
 */
export async function requireGrant(
  ctx: Pick<Ctx, 'db'>,
  user: User,
  grant: PlanGrant,
  what: string,
): Promise<void> {
  const plans = await readPlans(ctx);
  if (entitlementsOf(user, plans).grants[grant]) return;
  const allowing = cheapestPlanWhere(plans, (plan) => plan.grants.includes(grant));
  throw new PaymentRequiredError(
    `${what} are part of ${planNamed(allowing)}`,
    allowing?.tier ?? 'enterprise',
  );
}

/**
 * requireGrant for a route open to everyone: a visitor without an account has what the free plan grants
 * (the plan they would sign up to), so a paid feature is refused to them the same way.
 */
export async function requireGrantOfCaller(ctx: Pick<Ctx, 'db' | 'actor'>, grant: PlanGrant, what: string) {
  const caller = ctx.actor ?? { ...VISITOR, subscriptionTier: DEFAULT_SUBSCRIPTION_TIER };
  await requireGrant(ctx, caller, grant, what);
}

/** Whether a user's plan grants `grant` (for answers that leave a paid part out rather than refuse). */
export async function hasGrant(ctx: Pick<Ctx, 'db'>, user: User, grant: PlanGrant): Promise<boolean> {
  return (await entitlementsOfUser(ctx, user)).grants[grant];
}

/** The plan a refused analysis points to: the cheapest with unlimited analyses. */
export async function unlimitedAnalysesPlan(ctx: Pick<Ctx, 'db'>): Promise<Plan | null> {
  return cheapestPlanWhere(await readPlans(ctx), (plan) => plan.limits.monthlyAnalyses === null);
}
