import type { AdminUserPlanRequest, User } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { toUserDto } from './users.queries';

/**
 * An administrator puts an account on a plan, and may set its monthly analyses; the change and its record
 * are one transaction. A Stripe subscription the account has is left alone: its next event from Stripe
 * decides the tier again, so this is for accounts that do not pay through Stripe.
 */
export async function changeUserPlan({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: AdminUserPlanRequest & { userId: number };
}): Promise<User> {
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw new NotFoundError('User not found');
    const [after] = await tx
      .update(users)
      .set({
        subscriptionTier: input.subscriptionTier,
        subscriptionStatus: 'active',
        ...(input.monthlyAnalysesLimit === undefined
          ? {}
          : { monthlyAnalysesLimit: input.monthlyAnalysesLimit }),
      })
      .where(eq(users.id, input.userId))
      .returning();
    if (!after) throw new NotFoundError('User not found');
    await recordAdminAction(tx, ctx, {
      action: 'user.plan.changed',
      targetType: 'user',
      targetId: input.userId,
      details: {
        from: { tier: before.subscriptionTier, monthlyAnalysesLimit: before.monthlyAnalysesLimit },
        to: { tier: after.subscriptionTier, monthlyAnalysesLimit: after.monthlyAnalysesLimit },
      },
    });
    return after;
  });
  ctx.log.info({ userId: input.userId, tier: row.subscriptionTier }, 'user plan changed by an administrator');
  return toUserDto(row);
}
