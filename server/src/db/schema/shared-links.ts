import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * Read-only public links to one website's analytics (what Plausible calls shared links). The slug is the
 * capability: random and unguessable, shown again to the owner; an optional password is stored hashed.
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    passwordHash: text('password_hash'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shared_links_slug_unique').on(t.slug),
    index('shared_links_website_idx').on(t.websiteId),
  ],
);
