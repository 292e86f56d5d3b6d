import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The administrator's System Settings: one row (id 1), written at first start from the environment
 * (RETENTION_DAYS, SEED_DEMO, SESSION_TTL_DAYS, RATE_LIMITING) and from then on edited in the admin area.
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey(),
    dataRetentionDays: integer('data_retention_days').notNull(),
    botSimulation: boolean('bot_simulation').notNull(),
    sessionTimeoutDays: integer('session_timeout_days').notNull(),
    registration: text('registration').notNull(),
    rateLimiting: text('rate_limiting').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    check('system_settings_single_row', sql`${t.id} = 1`),
    check('system_settings_registration_check', sql`${t.registration} in ('open', 'invite', 'closed')`),
    check(
      'system_settings_rate_limiting_check',
      sql`${t.rateLimiting} in ('disabled', 'standard', 'strict')`,
    ),
  ],
);

/**
 * One-time invitations to register while registration is by invitation. The token is sent once (a link);
 * only its SHA-256 is kept.
 */
export const registrationInvites = pgTable(
  'registration_invites',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by'),
  },
  (t) => [
    uniqueIndex('registration_invites_token_unique').on(t.tokenHash),
    index('registration_invites_email_idx').on(t.email),
  ],
);
