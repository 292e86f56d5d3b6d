import { isNull, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The host only (no scheme or path; a port when the site runs on one), lower-cased.
    domain: text('domain').notNull(),
    trackingId: text('tracking_id').notNull(),
    // Secret for server-side collection (/api/collect). Shown to the owner, rotatable.
    ingestKey: text('ingest_key').notNull(),
    // When the last live event (bot or person) arrived from the snippet, its pixel or the middleware; not
    // from an imported log. What installation verification checks first.
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when its owner deletes it: from then on it is gone for every reader and writer, while its hits are
    // deleted in small steps in the background (WebsitePurger) before the row itself goes.
    deletingSince: timestamp('deleting_since', { withTimezone: true }),
    // What an import (or the owner) says about the site (part 2, Website (admin)); all optional.
    description: text('description'),
    category: text('category'),
    industry: text('industry'),
    country: text('country'),
    language: text('language'),
    monthlyTraffic: integer('monthly_traffic'),
    domainAuthority: integer('domain_authority'),
    // The import's source list; null for a website added by hand (the screens say "manual").
    sourceList: text('source_list'),
  },
  (t) => [
    uniqueIndex('websites_tracking_id_unique').on(t.trackingId),
    uniqueIndex('websites_ingest_key_unique').on(t.ingestKey),
    index('websites_user_idx').on(t.userId),
    // An import refuses a domain its owner already tracks, and management filters by source list.
    index('websites_user_domain_idx').on(t.userId, t.domain),
    index('websites_source_list_idx').on(t.sourceList),
    check('websites_domain_authority_check', sql`${t.domainAuthority} between 0 and 100`),
    check('websites_monthly_traffic_check', sql`${t.monthlyTraffic} >= 0`),
  ],
);

export type WebsiteRow = typeof websites.$inferSelect;

/**
 * The condition every reader and writer of websites applies: a website being deleted (deleting_since set) is
 * gone for all of them from the moment of the delete, while WebsitePurger removes its data.
 */
export const isLiveWebsite = isNull(websites.deletingSince);
