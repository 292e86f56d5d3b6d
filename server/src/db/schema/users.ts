import {
  DEFAULT_MONTHLY_ANALYSES_LIMIT,
  DEFAULT_SUBSCRIPTION_TIER,
  ROLES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from '@botlens/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The values come from contracts; a check constraint is DDL, so they are written in as literals, not bound.
const oneOf = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased (see normaliseEmail) so that the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS })
      .notNull()
      .default(DEFAULT_SUBSCRIPTION_TIER),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('active'),
    // Analyses run in analyses_month (UTC, 'YYYY-MM'); a later month starts again from 0.
    monthlyAnalysesUsed: integer('monthly_analyses_used').notNull().default(0),
    analysesMonth: text('analyses_month'),
    monthlyAnalysesLimit: integer('monthly_analyses_limit').notNull().default(DEFAULT_MONTHLY_ANALYSES_LIMIT),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    // The end of the period paid for: a cancelled or downgraded subscription keeps its tier until then.
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Preferences (Settings): every chart's and export's time zone (IANA; null until chosen: the browser's
    // zone then, as before there were preferences), the default range (part 1: 7 days), the digest.
    timeZone: text('time_zone'),
    defaultRangeDays: integer('default_range_days').notNull().default(7),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql`${t.role} in (${oneOf(ROLES)})`),
    check('users_tier_check', sql`${t.subscriptionTier} in (${oneOf(SUBSCRIPTION_TIERS)})`),
    check('users_status_check', sql`${t.subscriptionStatus} in (${oneOf(SUBSCRIPTION_STATUSES)})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
