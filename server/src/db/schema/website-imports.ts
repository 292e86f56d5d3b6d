import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Each run of the website import (CSV, JSON or a file): who, into which source list, how many rows took. */
export const websiteImports = pgTable(
  'website_imports',
  {
    id: serial('id').primaryKey(),
    // No foreign key: the record outlives the account, like the admin's activity log.
    userId: integer('user_id').notNull(),
    sourceList: text('source_list').notNull(),
    format: text('format', { enum: ['csv', 'json'] }).notNull(),
    succeeded: integer('succeeded').notNull(),
    failed: integer('failed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('website_imports_user_idx').on(t.userId, t.createdAt)],
);
