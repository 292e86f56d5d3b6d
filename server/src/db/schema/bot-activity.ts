import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A bot session: the same bot from the same address, ended by 30 minutes without a hit
 * (ARCHITECTURE.md §4). The collection pipeline writes these; the admin totals read them.
 */
export const botSessions = pgTable(
  'bot_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    totalPages: integer('total_pages').notNull().default(0),
  },
  (t) => [index('bot_sessions_website_started_idx').on(t.websiteId, t.startedAt)],
);

/** Hourly bot page-view counts per website and bot: what dashboards and totals read first. */
export const botHourlyRollups = pgTable(
  'bot_hourly_rollups',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.hour, t.botName, t.botType] })],
);
