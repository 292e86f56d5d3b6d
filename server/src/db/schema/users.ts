import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased (see normaliseEmail) so that the unique index is case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    subscriptionTier: text('subscription_tier', { enum: ['free', 'pro', 'enterprise'] })
      .notNull()
      .default('free'),
    subscriptionStatus: text('subscription_status', { enum: ['active', 'inactive', 'cancelled', 'past_due'] })
      .notNull()
      .default('active'),
    // Analyses run in analyses_month (UTC, 'YYYY-MM'); a later month starts again from 0.
    monthlyAnalysesUsed: integer('monthly_analyses_used').notNull().default(0),
    analysesMonth: text('analyses_month'),
    monthlyAnalysesLimit: integer('monthly_analyses_limit').notNull().default(3),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_tier_check', sql`${t.subscriptionTier} in ('free', 'pro', 'enterprise')`),
    check(
      'users_status_check',
      sql`${t.subscriptionStatus} in ('active', 'inactive', 'cancelled', 'past_due')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
