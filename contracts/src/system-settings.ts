import { z } from 'zod';

/** The administrator's System Settings (part 2, §9 "Settings options"): the choices each one offers. */
export const DATA_RETENTION_DAYS_OPTIONS = [30, 60, 90, 180, 365] as const;
export const SESSION_TIMEOUT_DAYS_OPTIONS = [1, 3, 7, 30] as const;
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export const RATE_LIMITING_OPTIONS = ['disabled', 'standard', 'strict'] as const;

export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * The settings in force. The environment gives the first values, and one of them may lie outside the
 * options (RETENTION_DAYS=45): it is shown as it is until an administrator picks another, so the numbers
 * here are any whole number of days.
 */
export const systemSettings = z.object({
  dataRetentionDays: z.number().int(),
  botSimulation: z.boolean(),
  sessionTimeoutDays: z.number().int(),
  registration: z.enum(REGISTRATION_MODES),
  rateLimiting: z.enum(RATE_LIMITING_OPTIONS),
});
export type SystemSettings = z.infer<typeof systemSettings>;

/** GET /api/admin/settings: the settings, who changed them last, and whether there is a demo account. */
export const systemSettingsResponse = systemSettings.extend({
  updatedAt: z.string(),
  updatedByEmail: z.string().nullable(),
  /** Bot simulation sends traffic to the demo website: without a demo account it changes nothing. */
  demoAccount: z.boolean(),
});
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponse>;

/** PUT /api/admin/settings: all five, each one of its options. */
export const updateSystemSettingsRequest = z
  .object({
    dataRetentionDays: z.literal(DATA_RETENTION_DAYS_OPTIONS),
    botSimulation: z.boolean(),
    sessionTimeoutDays: z.literal(SESSION_TIMEOUT_DAYS_OPTIONS),
    registration: z.enum(REGISTRATION_MODES),
    rateLimiting: z.enum(RATE_LIMITING_OPTIONS),
  })
  .strict();
export type UpdateSystemSettingsRequest = z.infer<typeof updateSystemSettingsRequest>;

/** GET /api/registration (public): how one may register, for the registration form. */
export const registrationModeResponse = z.object({ registration: z.enum(REGISTRATION_MODES) });
export type RegistrationModeResponse = z.infer<typeof registrationModeResponse>;

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed';
export const REGISTRATION_INVITE_ONLY_MESSAGE = 'Registration is by invitation only';
export const INVITATION_INVALID_MESSAGE =
  'This invitation is not valid: it may have been used, revoked or expired, or it was sent to another e-mail address';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** POST /api/admin/invitations */
export const createInvitationRequest = z
  .object({ email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254) })
  .strict();
export type CreateInvitationRequest = z.infer<typeof createInvitationRequest>;

export const invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  createdByEmail: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;

/** The link is shown once: only its hash is stored. `mailed`: queued to the outbox (SMTP is configured). */
export const createInvitationResponse = z.object({ invitation, link: z.string(), mailed: z.boolean() });
export type CreateInvitationResponse = z.infer<typeof createInvitationResponse>;

/** GET /api/admin/invitations: the pending ones (not used, not expired), newest first. */
export const invitationsResponse = z.array(invitation);
export type InvitationsResponse = z.infer<typeof invitationsResponse>;
