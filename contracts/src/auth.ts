import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from './billing';

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
 * PATCH /api/admin/users/:id/plan: an administrator puts an account on a plan (a customer paid outside
 * Stripe, a trial, a refund) and may set its monthly analyses. Answered with the user; recorded.
 */
export const adminUserPlanRequest = z.object({
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, {
    message: 'subscriptionTier must be one of: free, pro, enterprise',
  }),
  monthlyAnalysesLimit: z
    .number()
    .int('monthlyAnalysesLimit must be a whole number')
    .min(0, 'monthlyAnalysesLimit must be 0 or more')
    .max(1_000_000, 'monthlyAnalysesLimit must be at most 1000000')
    .optional(),
});
export type AdminUserPlanRequest = z.infer<typeof adminUserPlanRequest>;

/** GET /api/admin/users: the administrator's Users tab. */
export const adminUsersResponse = z.array(user);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/**
 * DELETE /api/account: the account and everything in it, answered 204. The e-mail address typed again is
 * the confirmation, so a stray click or a forged request cannot delete an account.
 */
export const deleteAccountRequest = z.object({
  confirmation: z.string().max(MAX_EMAIL_LENGTH, 'Type your e-mail address to confirm'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
