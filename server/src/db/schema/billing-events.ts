import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe webhook events already handled, by their id: a replayed or retried delivery changes nothing. An
 * event only says which customer changed; the handler reads that subscription's state from Stripe.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
