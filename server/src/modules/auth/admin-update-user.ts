import type { AdminUpdateUserRequest, AdminUser } from '@botlens/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { EMAIL_TAKEN } from './register-user';
import { isReservedAdmin, RESERVED_ADMIN_EMAIL, RESERVED_ADMIN_ROLE, toAdminUserDto } from './reserved-admin';
import { findUserByEmail, lockLiveUser, normaliseEmail, setUserFields } from './users.queries';

export const OWN_ROLE_KEPT = 'You cannot remove your own administrator role';

/**
 * An administrator edits an account's address, names and stored role. The reserved administrator keeps its
 * address and role, and an administrator cannot demote themselves (the last one would lock everyone out).
 * The record holds only the fields that changed, before and after.
 */
export async function adminUpdateUser({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: Required<AdminUpdateUserRequest> & { userId: number };
}): Promise<AdminUser> {
  const email = normaliseEmail(input.email);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockLiveUser(tx, input.userId);
      if (!before) throw new NotFoundError('User not found');
      if (isReservedAdmin(ctx.config, before)) {
        if (email !== before.email) throw new ForbiddenError(RESERVED_ADMIN_EMAIL);
        if (input.role !== 'admin') throw new ForbiddenError(RESERVED_ADMIN_ROLE);
      }
      if (before.id === ctx.actor.id && input.role !== 'admin') throw new ForbiddenError(OWN_ROLE_KEPT);
      if (email !== before.email && (await findUserByEmail(tx, email))) {
        throw new ConflictError(EMAIL_TAKEN, 'email');
      }
      const wanted = { email, firstName: input.firstName, lastName: input.lastName, role: input.role };
      const after = await setUserFields(tx, before.id, wanted);
      const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((k) => before[k] !== after[k]);
      await recordAdminAction(tx, ctx, {
        action: 'user.updated',
        targetType: 'user',
        targetId: before.id,
        details: {
          from: Object.fromEntries(changed.map((k) => [k, before[k]])),
          to: Object.fromEntries(changed.map((k) => [k, after[k]])),
        },
      });
      return after;
    });
    return toAdminUserDto(ctx.config, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, 'email');
    throw error;
  }
}
