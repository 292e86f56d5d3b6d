import { z } from 'zod';
import { RANGES, timeZoneField } from './analytics';
import { MAX_PASSWORD_LENGTH, newPasswordField } from './auth';

/** PUT /api/account/password: the current password proves it is the owner, not a borrowed session. */
export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, 'Current password is too long'),
    newPassword: newPasswordField,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The answer to a password change: how many other sessions were signed out. */
export const changePasswordResponse = z.object({ otherSessionsSignedOut: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const DEFAULT_RANGE_DAYS_VALUES = RANGES.map(Number) as readonly number[];

/** GET and PUT /api/account/preferences: every chart's and export's zone, the default range, the digest. */
export const preferences = z.object({
  timeZone: timeZoneField('timeZone'),
  defaultRangeDays: z
    .number({ error: 'defaultRangeDays must be one of: 1, 7, 30, 90' })
    .refine(
      (days) => DEFAULT_RANGE_DAYS_VALUES.includes(days),
      'defaultRangeDays must be one of: 1, 7, 30, 90',
    ),
  weeklyDigest: z.boolean({ error: 'weeklyDigest must be true or false' }),
});
export type PreferencesInput = z.input<typeof preferences>;

/** The stored preferences as the API answers them (plain values: the request's checks ran when they were saved). */
export const preferencesResponse = z.object({
  /** Null until one is chosen: the screens then use the browser's zone, the API UTC. */
  timeZone: z.string().nullable(),
  defaultRangeDays: z.number().int(),
  weeklyDigest: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesResponse>;
