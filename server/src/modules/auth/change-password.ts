import type { ChangePasswordRequest } from '@botlens/contracts';
import { ValidationError } from '../../lib/errors';
import type { UserCtx } from '../context';
import type { AccountThrottle } from './account-throttle';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords';
import type { HashingGate } from './hashing-gate';
import { hashPassword, verifyPassword } from './password-hash';
import { deleteOtherSessions } from './sessions.queries';
import { findUserById, updateUser } from './users.queries';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

type PasswordGuards = { accounts: AccountThrottle; hashing: HashingGate };
/** The form, plus the session making the request: it stays signed in, every other one is signed out. */
type ChangePasswordInput = ChangePasswordRequest & { sessionToken: string };

/**
 * Made once per app from the sign-in's guards: a wrong current password counts against the account like a
 * failed sign-in (a stolen session must not become a password-guessing oracle), and both hashes wait for
 * the one hashing gate.
 */
export function changePasswordVerb(guards: PasswordGuards) {
  return ({ ctx, input }: { ctx: UserCtx; input: ChangePasswordInput }) => changePassword(guards, ctx, input);
}

async function changePassword(
  { accounts, hashing }: PasswordGuards,
  ctx: UserCtx,
  input: ChangePasswordInput,
) {
  const account = ctx.actor.email;
  accounts.refuseIfDelayed(account);
  const row = await findUserById(ctx.db, ctx.actor.id);
  const valid = await hashing.run(async () => {
    accounts.countAttempt(account);
    return row ? verifyPassword(input.currentPassword, row.passwordHash) : false;
  });
  if (!row || !valid) throw new ValidationError(WRONG_CURRENT_PASSWORD, 'currentPassword');
  accounts.succeeded(account);
  if (await isCommonPassword(input.newPassword))
    throw new ValidationError(PASSWORD_TOO_COMMON, 'newPassword');
  const passwordHash = await hashing.run(() => hashPassword(input.newPassword));
  await updateUser(ctx.db, row.id, { passwordHash });
  // Whoever else held a session (a lost laptop, a thief) is out now; this browser stays signed in.
  const otherSessionsSignedOut = await deleteOtherSessions(ctx.db, row.id, input.sessionToken);
  return { otherSessionsSignedOut };
}
