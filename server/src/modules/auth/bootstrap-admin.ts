import { emailField, newPasswordField } from '@botlens/contracts';
import type { Ctx } from '../context';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords';
import { hashPassword, verifyPassword } from './password-hash';
import { findUserByEmail, insertUser, normaliseEmail, updateUser } from './users.queries';

export class AdminBootstrapError extends Error {}

/**
 * Creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or brings an existing account with that
 * address up to date (role admin, that password). There is no default administrator password anywhere.
 */
export async function ensureAdministrator({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string; password: string };
}) {
  const email = emailField.safeParse(input.email);
  if (!email.success)
    throw new AdminBootstrapError(`ADMIN_EMAIL is not a valid e-mail address: ${input.email}`);
  const password = newPasswordField.safeParse(input.password);
  if (!password.success) {
    throw new AdminBootstrapError(`ADMIN_PASSWORD is too weak: ${password.error.issues[0]?.message}`);
  }
  // Refused, not just warned about: the administrator is the account most worth guessing, a common password
  // falls within its free failed sign-ins, and a warning in a start-up log is easily missed.
  if (await isCommonPassword(input.password)) {
    throw new AdminBootstrapError(`ADMIN_PASSWORD is too weak: ${PASSWORD_TOO_COMMON}`);
  }
  const existing = await findUserByEmail(ctx.db, email.data);
  if (!existing) {
    await insertUser(ctx.db, {
      email: normaliseEmail(email.data),
      passwordHash: await hashPassword(input.password),
      firstName: 'Admin',
      lastName: '',
      role: 'admin',
    });
    ctx.log.info({ email: normaliseEmail(email.data) }, 'administrator created');
    return;
  }
  const passwordCurrent = await verifyPassword(input.password, existing.passwordHash);
  if (existing.role === 'admin' && passwordCurrent) return;
  await updateUser(ctx.db, existing.id, {
    role: 'admin',
    ...(passwordCurrent ? {} : { passwordHash: await hashPassword(input.password) }),
  });
  ctx.log.info({ email: existing.email }, 'administrator updated');
}
