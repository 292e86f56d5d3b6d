import type { AdminUser } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { utcMonth } from '../../lib/utc-month';
import { recordAdminAction } from '../admin/record-admin-action';
import { toAdminUserDto } from '../auth/reserved-admin';
import { lockLiveUser, setUserFields } from '../auth/users.queries';
import type { UserCtx } from '../context';

/** Reset usage (part 2, the Manage dialog): this month's analyses back to 0, recorded with the count before. */
export async function adminResetUsage({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { userId: number };
}): Promise<AdminUser> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockLiveUser(tx, input.userId);
    if (!before) throw new NotFoundError('User not found');
    const month = utcMonth(new Date());
    const used = before.analysesMonth === month ? before.monthlyAnalysesUsed : 0;
    const after = await setUserFields(tx, before.id, { monthlyAnalysesUsed: 0, analysesMonth: month });
    await recordAdminAction(tx, ctx, {
      action: 'user.usage.reset',
      targetType: 'user',
      targetId: before.id,
      details: { month, analysesUsedBefore: used },
    });
    return after;
  });
  return toAdminUserDto(ctx.config, row);
}
