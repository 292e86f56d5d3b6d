import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The host only (no scheme, path or port), lower-cased.
    domain: text('domain').notNull(),
    trackingId: text('tracking_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('websites_tracking_id_unique').on(t.trackingId),
    index('websites_user_idx').on(t.userId),
  ],
);
