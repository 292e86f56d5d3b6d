import {
  INVITATION_INVALID_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  REGISTRATION_INVITE_ONLY_MESSAGE,
  type RegisterRequest,
} from '@botlens/contracts';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newAccountAnalysesLimit } from '../billing/plan-limits';
import type { Ctx } from '../context';
import { claimInvitationFor } from '../system-settings/invitations';
import { systemSettingsOf } from '../system-settings/system-settings-reader';
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

/**
 * The System Settings' registration decides first: closed refuses everyone, invite only a valid one-time
 * invitation for this address, claimed in the transaction that creates the account (both or neither).
 * An administrator can always create accounts from the Users tab.
 */
async function registerUser(hashing: HashingGate, ctx: Ctx, input: RegisterRequest) {
  const settings = await systemSettingsOf(ctx).read();
  if (settings.registration === 'closed') throw new ForbiddenError(REGISTRATION_CLOSED_MESSAGE);
  const invite = settings.registration === 'invite' ? input.invite : undefined;
  if (settings.registration === 'invite' && !invite)
    throw new ForbiddenError(REGISTRATION_INVITE_ONLY_MESSAGE);
  if (await isCommonPassword(input.password)) throw new ValidationError(PASSWORD_TOO_COMMON, 'password');
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw new ConflictError(EMAIL_TAKEN, 'email');
  const passwordHash = await hashing.run(() => hashPassword(input.password));
  const monthlyAnalysesLimit = await newAccountAnalysesLimit(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        // The free plan's number as it stands now: an administrator may have changed it (Pricing tab).
        monthlyAnalysesLimit,
      });
      if (invite && !(await claimInvitationFor(tx, { token: invite, email, userId: created.id })))
        throw new ForbiddenError(INVITATION_INVALID_MESSAGE);
      return created;
    });
    const sessionToken = await createSession(ctx.db, row.id, settings.sessionTimeoutDays);
    return { user: toUserDto(row), sessionToken };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, 'email');
    throw error;
  }
}
