import type { AdminCreateUserRequest, AdminUser } from '@botlens/contracts';
import { ConflictError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAdminAction } from '../admin/record-admin-action';
import { newAccountAnalysesLimit } from '../billing/plan-limits';
import type { UserCtx } from '../context';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords';
import type { HashingGate } from './hashing-gate';
import { hashPassword } from './password-hash';
import { EMAIL_TAKEN } from './register-user';
import { toAdminUserDto } from './reserved-admin';
import { findUserByEmail, insertUser, normaliseEmail } from './users.queries';

/**
 * An administrator creates an account (part 2, Users tab), with the registration's password rules. The
 * account and its record (never the password) are one transaction.
 */
export function adminCreateUserVerb(hashing: HashingGate) {
  return ({ ctx, input }: { ctx: UserCtx; input: Required<AdminCreateUserRequest> }) =>
    adminCreateUser(hashing, ctx, input);
}

async function adminCreateUser(
  hashing: HashingGate,
  ctx: UserCtx,
  input: Required<AdminCreateUserRequest>,
): Promise<AdminUser> {
  if (await isCommonPassword(input.password)) throw new ValidationError(PASSWORD_TOO_COMMON, 'password');
  const email = normaliseEmail(input.email);
  // Hashed before the transaction (it takes a while, and holds no lock), through the app's one gate.
  const passwordHash = await hashing.run(() => hashPassword(input.password));
  const monthlyAnalysesLimit = await newAccountAnalysesLimit(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw new ConflictError(EMAIL_TAKEN, 'email');
      const created = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        // As a registration's: the free plan's number as it stands now (Pricing tab).
        monthlyAnalysesLimit,
      });
      await recordAdminAction(tx, ctx, {
        action: 'user.created',
        targetType: 'user',
        targetId: created.id,
        details: { email, firstName: created.firstName, lastName: created.lastName, role: created.role },
      });
      return created;
    });
    ctx.log.info({ userId: row.id }, 'user created by an administrator');
    return toAdminUserDto(ctx.config, row);
  } catch (error) {
    // Two creations racing for one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, 'email');
    throw error;
  }
}
