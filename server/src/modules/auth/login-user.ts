import type { LoginRequest } from '@botlens/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { Ctx } from '../context';
import { systemSettingsOf } from '../system-settings/system-settings-reader';
import type { AccountThrottle } from './account-throttle';
import type { HashingGate } from './hashing-gate';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.queries';
import { findUserByEmail, normaliseEmail, toUserDto } from './users.queries';

/** One message for an unknown address and a wrong password, so the answer does not reveal accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

type LoginGuards = { accounts: AccountThrottle; hashing: HashingGate };
/** The sign-in form, plus the session the browser already holds (replaced, never reused). */
type LoginInput = LoginRequest & { previousSessionToken?: string };

/**
 * Made once per app from its guards (the per-account throttle and the hashing gate, both process-wide),
 * so that it is called like every other verb, `loginUser({ ctx, input })`.
 */
export function loginUserVerb(guards: LoginGuards) {
  return ({ ctx, input }: { ctx: Ctx; input: LoginInput }) => loginUser(guards, ctx, input);
}

async function loginUser({ accounts, hashing }: LoginGuards, ctx: Ctx, input: LoginInput) {
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
  if (input.previousSessionToken) await deleteSession(ctx.db, input.previousSessionToken);
  const { sessionTimeoutDays } = await systemSettingsOf(ctx).read();
  await deleteExpiredSessions(ctx.db, sessionTimeoutDays, row.id);
  const sessionToken = await createSession(ctx.db, row.id, sessionTimeoutDays);
  return { user: toUserDto(row), sessionToken };
}
