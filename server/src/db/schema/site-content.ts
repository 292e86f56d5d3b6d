import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The editable text blocks of the admin Content tab (the landing hero, the announcement bar, the intros of
 * the indexing and analysis pages), as Markdown in versions: the newest version of a key is in force; a
 * restore writes an old text as a new version, so the history is never rewritten.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    markdown: text('markdown').notNull(),
    // Null for the text seeded at first start.
    createdBy: integer('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);
