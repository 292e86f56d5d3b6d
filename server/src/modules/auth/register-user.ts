import type { RegisterRequest } from '@botlens/contracts';
import { ConflictError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newAccountAnalysesLimit } from '../billing/plan-limits';
import type { Ctx } from '../context';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords';
import type { HashingGate } from './hashing-gate';
import { hashPassword } from './password-hash';
import { createSession } from './sessions.queries';
import { findUserByEmail, insertUser, normaliseEmail, toUserDto } from './users.queries';

export const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Made once per app from the process-wide hashing gate (the KDF's memory is bounded across all callers),
 * so that it is called like every other verb, `registerUser({ ctx, input })`.
 */
export function registerUserVerb(hashing: HashingGate) {
  return ({ ctx, input }: { ctx: Ctx; input: RegisterRequest }) => registerUser(hashing, ctx, input);
}

async function registerUser(hashing: HashingGate, ctx: Ctx, input: RegisterRequest) {
  if (await isCommonPassword(input.password)) throw new ValidationError(PASSWORD_TOO_COMMON, 'password');
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw new ConflictError(EMAIL_TAKEN, 'email');
  const passwordHash = await hashing.run(() => hashPassword(input.password));
  try {
    const row = await insertUser(ctx.db, {
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      // The free plan's number as it stands now: an administrator may have changed it (Pricing tab).
      monthlyAnalysesLimit: await newAccountAnalysesLimit(ctx),
    });
    const sessionToken = await createSession(ctx.db, row.id, ctx.config.sessionTtlDays);
    return { user: toUserDto(row), sessionToken };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, 'email');
    throw error;
  }
}
