import type { PlanGrant, SubscriptionTier } from '@botlens/contracts';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The plans as rows: seeded from contracts' PLANS (part 2 §9) when the table is empty, then the source of
 * truth for every screen and every limit check, so that an administrator can change a price or a limit.
 */
export const plans = pgTable('plans', {
  tier: text('tier').$type<SubscriptionTier>().primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  period: text('period').notNull().default('month'),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  limitations: jsonb('limitations').$type<string[]>().notNull(),
  popular: boolean('popular').notNull().default(false),
  ctaText: text('cta_text').notNull(),
  // Null: unlimited.
  monthlyAnalyses: integer('monthly_analyses'),
  teamMembers: integer('team_members'),
  grants: jsonb('grants').$type<PlanGrant[]>().notNull(),
  // The order of the cards.
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
