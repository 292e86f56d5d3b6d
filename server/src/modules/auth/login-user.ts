import type { LoginRequest } from '@botlens/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { Ctx } from '../context';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions';
import { findUserByEmail, toUserDto } from './users.queries';

/** One message for an unknown address and a wrong password, so the answer does not reveal accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function loginUser({
  ctx,
  input,
  previousSessionToken,
}: {
  ctx: Ctx;
  input: LoginRequest;
  previousSessionToken?: string;
}) {
  const row = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !valid) throw new UnauthorizedError(INVALID_CREDENTIALS);
  // A new session id at every sign-in: a token planted before sign-in (session fixation) is worthless.
  if (previousSessionToken) await deleteSession(ctx.db, previousSessionToken);
  await deleteExpiredSessions(ctx.db, row.id);
  const sessionToken = await createSession(ctx.db, row.id, ctx.config.sessionTtlDays);
  return { user: toUserDto(row), sessionToken };
}
