import type { AdminPlanUpdateRequest, Plan, SubscriptionTier } from '@botlens/contracts';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { updatePlan } from './plan-catalog';
import { moveAccountsToPlanLimit } from './plans.queries';

/** What a card shows and the limit checks read, as the record keeps it before and after. */
function editable(plan: Plan) {
  return {
    priceCents: plan.priceCents,
    description: plan.description,
    features: plan.features,
    limitations: plan.limitations,
    popular: plan.popular,
    ctaText: plan.ctaText,
    monthlyAnalyses: plan.limits.monthlyAnalyses,
  };
}

/**
 * An administrator edits a plan from the Pricing tab: price, texts and monthly analyses. `/pricing` and the
 * limit checks read it at once (updatePlan clears the plan cache). The accounts that follow the plan's
 * monthly analyses move with it, and the change is recorded (from → to), all in one transaction. The price
 * is the one shown: what Stripe charges for Pro is STRIPE_PRICE_PRO's price, set at Stripe.
 */
export async function editPlan({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { tier: SubscriptionTier; plan: AdminPlanUpdateRequest };
}): Promise<Plan> {
  const { monthlyAnalyses, ...shown } = input.plan;
  return updatePlan({
    ctx,
    input: { tier: input.tier, changes: { ...shown, limits: { monthlyAnalyses } } },
    alongside: async (tx, { before, after }) => {
      const movedAccounts =
        monthlyAnalyses === null || monthlyAnalyses === before.limits.monthlyAnalyses
          ? 0
          : await moveAccountsToPlanLimit(tx, {
              tier: input.tier,
              from: before.limits.monthlyAnalyses,
              to: monthlyAnalyses,
            });
      await recordAdminAction(tx, ctx, {
        action: 'plan.updated',
        targetType: 'plan',
        targetId: input.tier,
        details: { from: editable(before), to: editable(after), movedAccounts },
      });
    },
  });
}
