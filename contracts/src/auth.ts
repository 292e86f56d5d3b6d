import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from './billing';
import { MAX_ID, wholeNumberParam } from './common';

export const ROLES = ['user', 'admin'] as const;

// Limits keep one request from storing megabytes in a name; 254 is the longest address SMTP allows.
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
// scrypt hashes any length, but an unbounded password is a cheap way to burn server CPU.
export const MAX_PASSWORD_LENGTH = 256;

export const emailField = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/** Part 1 §5: the registration password rules, in the order the form reports them. */
export const newPasswordField = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`);

export const registerRequest = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  /** The one-time invitation token of the link (?invite=), when registration is by invitation. */
  invite: z.string().max(200).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  monthlyAnalysesUsed: z.number().int(),
  monthlyAnalysesLimit: z.number().int(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof user>;

/**
 * Part 2 §5, the administrator's user forms. The specification's messages come first ('Invalid email
 * address', 'Password must be at least 6 characters'); the registration's password rules then apply as well,
 * with their own messages, so an account an administrator creates is no weaker than one a person registers.
 */
const adminEmailField = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'Email must be at most 254 characters')
  .pipe(z.email('Invalid email address'));
export const adminPasswordField = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .pipe(newPasswordField);
const adminRoleField = z.enum(ROLES, { message: 'role must be user or admin' });

/** The `:userId` of /api/admin/users/:userId and the calls under it (part 2 §7's name). */
export const userIdParam = z.object({ userId: wholeNumberParam(1, MAX_ID) });

/** POST /api/admin/users: answered 201 with the user; recorded as user.created (never the password). */
export const adminCreateUserRequest = z.object({
  email: adminEmailField,
  password: adminPasswordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  role: adminRoleField.default('user'),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequest>;

/** PUT /api/admin/users/:userId: the same fields without the password; recorded as user.updated. */
export const adminUpdateUserRequest = adminCreateUserRequest.omit({ password: true });
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequest>;

/** PUT /api/admin/users/:userId/password: signs out every session of that user; recorded. */
export const adminSetPasswordRequest = z.object({ password: adminPasswordField });
export type AdminSetPasswordRequest = z.infer<typeof adminSetPasswordRequest>;

/**
 * A user as the administrator's tabs see it: `reservedAdmin` is the account of ADMIN_EMAIL (labelled Admin,
 * never deleted, demoted or re-addressed); `stripeSubscription` says whether a cancel reaches Stripe too.
 */
export const adminUser = user.extend({ reservedAdmin: z.boolean(), stripeSubscription: z.boolean() });
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users: the administrator's Users and Subscriptions tabs. */
export const adminUsersResponse = z.array(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/**
 * DELETE /api/account: the account and everything in it, answered 204. The e-mail address typed again is
 * the confirmation, so a stray click or a forged request cannot delete an account.
 */
export const deleteAccountRequest = z.object({
  confirmation: z.string().max(MAX_EMAIL_LENGTH, 'Type your e-mail address to confirm'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
