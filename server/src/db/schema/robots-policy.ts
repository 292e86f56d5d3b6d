import { ROBOTS_FETCH_OUTCOMES, type RobotsPolicy } from '@botlens/contracts';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A website's AI crawler policy, one row per saved version: the newest version is the policy in force, the
 * older ones are its history (who changed it, when). A website without a row has the default policy.
 */
export const robotsPolicies = pgTable(
  'robots_policies',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    policy: jsonb('policy').$type<RobotsPolicy>().notNull(),
    // The account that saved it; no foreign key: the history outlives an account.
    createdBy: integer('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('robots_policies_website_version_unique').on(t.websiteId, t.version)],
);

/**
 * The versions of a website's live robots.txt over time: a row when a fetch finds something different
 * from the version before (a new content or outcome), and `lastCheckedAt` moved forward while it stays the
 * same. The version in force at a moment is the newest one fetched at or before it.
 */
export const robotsTxtVersions = pgTable(
  'robots_txt_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
    // RFC 9309 §2.3.1: 'ok' (2xx, the file is in force), 'missing' (4xx, every path allowed), 'unreachable'
    // (5xx, timeout, no connection: crawlers must assume every path is disallowed).
    outcome: text('outcome', { enum: ROBOTS_FETCH_OUTCOMES }).notNull(),
    httpStatus: integer('http_status'),
    // The file as served (capped at 500 KB); '' unless the outcome is 'ok'.
    content: text('content').notNull().default(''),
    contentSha256: text('content_sha256').notNull(),
  },
  (t) => [index('robots_txt_versions_website_time_idx').on(t.websiteId, t.fetchedAt)],
);

/** The states of an llms.txt generation, in order. */
export const LLMS_TXT_GENERATION_STATES = ['running', 'finished', 'failed'] as const;

/**
 * An llms.txt generated from a website's sitemap: its progress while the pages are read (at most 200),
 * then the file. Kept so a reload, or another tab, sees the same run.
 */
export const llmsTxtGenerations = pgTable(
  'llms_txt_generations',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LLMS_TXT_GENERATION_STATES }).notNull().default('running'),
    pagesTotal: integer('pages_total').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    llmsTxt: text('llms_txt'),
    // Pages that could not be read, and why: [{ url, reason }].
    skipped: jsonb('skipped').$type<Array<{ url: string; reason: string }>>().notNull().default([]),
    error: text('error'),
    createdBy: integer('created_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('llms_txt_generations_website_idx').on(t.websiteId, t.startedAt)],
);
