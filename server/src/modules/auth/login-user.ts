import type { LoginRequest } from '@botlens/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { Ctx } from '../context';
import type { AccountThrottle } from './account-throttle';
import type { HashingGate } from './hashing-gate';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.queries';
import { findUserByEmail, normaliseEmail, toUserDto } from './users.queries';

/** One message for an unknown address and a wrong password, so the answer does not reveal accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function loginUser({
  ctx,
  input,
  previousSessionToken,
  accounts,
  hashing,
}: {
  ctx: Ctx;
  input: LoginRequest;
  previousSessionToken?: string;
  accounts: AccountThrottle;
  hashing: HashingGate;
}) {
  const account = normaliseEmail(input.email);
  // A delayed account is refused even with the right password (or the delay would not slow a guesser
  // down), and before any hashing, so the refusals cost the server nothing.
  accounts.refuseIfDelayed(account);
  const row = await findUserByEmail(ctx.db, account);
  const valid = await hashing.run(async () => {
    // Counted once a slot is held: an attempt the server was too busy to check costs the account nothing.
    accounts.countAttempt(account);
    return verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  });
  if (!row || !valid) throw new UnauthorizedError(INVALID_CREDENTIALS);
  accounts.succeeded(account);
  // A new session id at every sign-in: a token planted before sign-in (session fixation) is worthless.
  if (previousSessionToken) await deleteSession(ctx.db, previousSessionToken);
  await deleteExpiredSessions(ctx.db, row.id);
  const sessionToken = await createSession(ctx.db, row.id, ctx.config.sessionTtlDays);
  return { user: toUserDto(row), sessionToken };
}
