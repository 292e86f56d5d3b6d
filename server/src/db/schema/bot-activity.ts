import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * One bot hit, as it arrived. People never get a row here (see humanHourlyPageViews). Raw hits are kept
 * for the retention period; the rollups below outlive them.
 */
export const botEvents = pgTable(
  'bot_events',
  {
    // Unique by itself, but indexed only as the last column of the primary key below: it breaks ties of
    // occurred_at in the newest-first lists, and a B-tree of its own would cost every stored hit another
    // index insert (about a tenth of a hit's COPY on PGlite, measured) for lookups nothing makes.
    id: bigserial('id', { mode: 'number' }).notNull(),
    // No foreign key: its per-row check was a large share of the cost of storing a hit. The batch writer
    // checks (and locks) each batch's websites once instead, and a trigger deletes a deleted website's hits
    // (migration 0003), so no hit outlives its website.
    websiteId: integer('website_id').notNull(),
    // Sender-chosen id that makes a resend idempotent. Only hits that carry one are in the unique index
    // (snippet hits never do), so the index costs the snippet path nothing.
    eventId: text('event_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['snippet', 'pixel', 'collect', 'log'] }).notNull(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    method: text('method'),
    status: smallint('status'),
    userAgent: text('user_agent').notNull(),
    ip: text('ip').notNull(),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    operator: text('operator').notNull(),
    purpose: text('purpose').notNull(),
    verification: text('verification', { enum: ['verified', 'spoofed', 'unverifiable'] }).notNull(),
    // Time on page (snippet page_leave) and server response time (middleware), in milliseconds.
    durationMs: integer('duration_ms'),
    responseMs: integer('response_ms'),
    webdriver: boolean('webdriver'),
  },
  (t) => [
    // What every reader asks for: one website's hits in a time range, newest first, ties broken by id.
    primaryKey({ columns: [t.websiteId, t.occurredAt, t.id] }),
    uniqueIndex('bot_events_website_event_id_unique')
      .on(t.websiteId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    // Hits arrive in time order, so a block-range index serves retention and the window clock's hour scans
    // at a fraction of a B-tree's upkeep.
    index('bot_events_time_brin').using('brin', t.occurredAt),
  ],
);

/**
 * A bot session: the same bot from the same address, ended by 30 minutes without a hit
 * (ARCHITECTURE.md §4).
 */
export const botSessions = pgTable(
  'bot_sessions',
  {
    // Indexed only as the last column of the primary key, as in bot_events: the writer finds a session to
    // extend by (website, start, id), which it read from the lookup index.
    id: bigserial('id', { mode: 'number' }).notNull(),
    // No foreign key, like bot_events: a log import starts a session for most bot lines, and the per-row
    // check cost a third of each insert on PGlite. The batch writer locks the batch's websites once, and the
    // delete trigger of migration 0005 removes a deleted website's sessions.
    websiteId: integer('website_id').notNull(),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    totalPages: integer('total_pages').notNull().default(0),
  },
  (t) => [
    // The sessions list: one website's sessions by start, newest first, ties broken by id.
    primaryKey({ columns: [t.websiteId, t.startedAt, t.id] }),
    index('bot_sessions_lookup_idx').on(t.websiteId, t.botName, t.clientIp, t.lastSeenAt),
  ],
);

/** Hourly bot hits per website and bot: what dashboards and totals read first. */
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
    verified: bigint('verified', { mode: 'number' }).notNull().default(0),
    spoofed: bigint('spoofed', { mode: 'number' }).notNull().default(0),
    // The bot's latest page view in the hour and the user agent it sent then (top bots' "last seen").
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastUserAgent: text('last_user_agent'),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.hour, t.botName, t.botType] })],
);

/**
 * Bot sessions by the hour they started: how many, and their summed length (last hit minus first, ms), so
 * the mean session length of any window is read from a few rows. Like the hourly rollups, they outlive the
 * raw sessions that retention deletes.
 */
export const botSessionHourlyRollups = pgTable(
  'bot_session_hourly_rollups',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    sessions: integer('sessions').notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.hour, t.botName, t.botType] })],
);

/** People are counted, never recorded: one number per website and hour, so the bot share can be shown. */
export const humanHourlyPageViews = pgTable(
  'human_hourly_page_views',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.hour] })],
);

/**
 * Event ids of people's hits (hashes chosen by the sender, no personal data), kept only so that a resent
 * batch or a re-imported log does not count the same page view twice.
 */
export const humanEventIds = pgTable(
  'human_event_ids',
  {
    // No foreign key, for the reason given at bot_sessions: one row per human line of an imported log.
    websiteId: integer('website_id').notNull(),
    eventId: text('event_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.eventId] }), index('human_event_ids_seen_idx').on(t.seenAt)],
);

/**
 * Per page and bot, the hits of each dashboard window (range_days 1, 7, 30, 90; period 0 = the window ending
 * now, 1 = the equal window before it), kept equal to a count over bot_events: hits add to the windows they
 * fall in, the hourly clock moves hours from window to window, and retention subtracts what it deletes.
 * Distinct pages, pages per bot and the page heat map read these few rows instead of scanning raw hits.
 */
export const botPageWindows = pgTable(
  'bot_page_windows',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    rangeDays: smallint('range_days').notNull(),
    period: smallint('period').notNull(),
    path: text('path').notNull(),
    botName: text('bot_name').notNull(),
    botType: text('bot_type').notNull(),
    // bigint: one busy page crawled a few hundred times a second fills an int within a 90-day window, and an
    // overflow would fail every hit of that page and every move of the clock.
    hits: bigint('hits', { mode: 'number' }).notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull(),
    // page_leave hits that carried a time on page, and the sum of those times (ms).
    timedLeaves: bigint('timed_leaves', { mode: 'number' }).notNull(),
    leaveMs: bigint('leave_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.rangeDays, t.period, t.path, t.botName, t.botType] }),
    index('bot_page_windows_empty_idx').on(t.websiteId).where(sql`${t.hits} = 0`),
  ],
);

/** The hour the windows of bot_page_windows end in (a single row; NULL until they are first built). */
export const windowClock = pgTable('window_clock', {
  id: smallint('id').primaryKey(),
  asOfHour: timestamp('as_of_hour', { withTimezone: true }),
});
