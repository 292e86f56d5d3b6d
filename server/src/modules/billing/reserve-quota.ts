import { entitlementsOf, UNLIMITED_ANALYSES_PLAN, type User } from '@botlens/contracts';
import { LimitExceededError } from '../../lib/errors';
import { nextUtcMonthStart, utcMonth } from '../../lib/utc-month';
import type { Ctx } from '../context';
import { giveBackMonthlyAnalysis, takeMonthlyAnalysis } from './usage.queries';

/** Gives back what a reservation took, when the analysis produced no audit. */
export type Release = () => Promise<void>;

/**
 * A signed-in user's analysis, counted for the current UTC month against the account's entitlement. Plans
 * with unlimited analyses, and administrators, are counted but never refused. Throws LimitExceededError
 * with the date the analyses renew.
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
  const limited = entitlementsOf(user).monthlyAnalyses !== null;
  if (!(await takeMonthlyAnalysis(ctx.db, { userId: user.id, month, limited }))) {
    const renews = nextUtcMonthStart(now).toISOString().slice(0, 10);
    throw new LimitExceededError(
      `You have used all ${user.monthlyAnalysesLimit} analyses of your plan this month. They renew on ${renews}; upgrade to ${UNLIMITED_ANALYSES_PLAN.name} for unlimited analyses.`,
    );
  }
  return () => giveBackMonthlyAnalysis(ctx.db, { userId: user.id, month });
}
