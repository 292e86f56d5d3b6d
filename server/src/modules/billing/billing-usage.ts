import { type BillingUsage, entitlementsOf } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { utcMonth } from '../../lib/utc-month';
import type { UserCtx } from '../context';
import { readPlans } from './plan-catalog';
import { readBillingState } from './usage.queries';

/** GET /api/billing/usage: the caller's plan and subscription, and this month's analyses against the limit. */
export async function readBillingUsage({
  ctx,
  input = {},
}: {
  ctx: UserCtx;
  input?: { now?: Date };
}): Promise<BillingUsage> {
  const month = utcMonth(input.now ?? new Date());
  const state = await readBillingState(ctx.db, { userId: ctx.actor.id, month });
  // The session was read a moment ago; only a deletion in between gets here.
  if (!state) throw new NotFoundError('Account not found');
  const entitlements = entitlementsOf({ ...ctx.actor, subscriptionTier: state.tier }, await readPlans(ctx));
  return {
    tier: state.tier,
    status: state.status,
    periodEnd: state.periodEnd ? state.periodEnd.toISOString() : null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    analyses: { used: Number(state.used), limit: entitlements.monthlyAnalyses, month },
  };
}
