import { entitlementsOf, type User } from '@botlens/contracts';
import { PaymentRequiredError } from '../../lib/errors';
import { nextUtcMonthStart, utcMonth } from '../../lib/utc-month';
import type { Ctx } from '../context';
import { readPlans } from './plan-catalog';
import { unlimitedAnalysesPlan } from './plan-limits';
import { giveBackMonthlyAnalysis, takeMonthlyAnalysis } from './usage.queries';

/** Gives back what a reservation took, when the analysis produced no audit. */
export type Release = () => Promise<void>;

/**
 * A signed-in user's analysis, counted for the current UTC month against the account's entitlement (the
 * plan row's limit, the account's own number where the plan has one). Plans with unlimited analyses, and
 * administrators, are counted but never refused. Throws PaymentRequiredError (402) naming the plan with
 * unlimited analyses and the date the analyses renew.
 */
export async function reserveMonthlyAnalysis({
  ctx,
  input,
}: {
  ctx: Pick<Ctx, 'db'>;
  input: { user: User; now?: Date };
}): Promise<Release> {
  const { user, now = new Date() } = input;
  const month = utcMonth(now);
  const limited = entitlementsOf(user, await readPlans(ctx)).monthlyAnalyses !== null;
  if (!(await takeMonthlyAnalysis(ctx.db, { userId: user.id, month, limited }))) {
    const renews = nextUtcMonthStart(now).toISOString().slice(0, 10);
    const unlimited = await unlimitedAnalysesPlan(ctx);
    const upgrade = unlimited ? ` Unlimited analyses are part of the ${unlimited.name} plan.` : '';
    throw new PaymentRequiredError(
      `You have used all ${user.monthlyAnalysesLimit} analyses of your plan this month. They renew on ${renews}.${upgrade}`,
      unlimited?.tier ?? 'pro',
    );
  }
  return () => giveBackMonthlyAnalysis(ctx.db, { userId: user.id, month });
}
