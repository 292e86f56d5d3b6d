import type { AdminSetPasswordRequest } from '@botlens/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords';
import type { HashingGate } from './hashing-gate';
import { hashPassword } from './password-hash';
import { deleteAllSessions } from './sessions.queries';
import { lockLiveUser, setUserFields } from './users.queries';

/**
 * An administrator sets an account's password (part 2, the Password dialog): the registration's rules, and
 * every session of that account signed out in the same transaction, so whoever held the old one is out.
 */
export function adminSetUserPasswordVerb(hashing: HashingGate) {
  return ({ ctx, input }: { ctx: UserCtx; input: AdminSetPasswordRequest & { userId: number } }) =>
    adminSetUserPassword(hashing, ctx, input);
}

async function adminSetUserPassword(
  hashing: HashingGate,
  ctx: UserCtx,
  input: AdminSetPasswordRequest & { userId: number },
): Promise<void> {
  if (await isCommonPassword(input.password)) throw new ValidationError(PASSWORD_TOO_COMMON, 'password');
  const passwordHash = await hashing.run(() => hashPassword(input.password));
  await ctx.db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, input.userId);
    if (!user) throw new NotFoundError('User not found');
    await setUserFields(tx, user.id, { passwordHash });
    const sessionsSignedOut = await deleteAllSessions(tx, user.id);
    await recordAdminAction(tx, ctx, {
      action: 'user.password.changed',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, sessionsSignedOut },
    });
  });
}
