import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The steps of a reclassification run, in order; `superseded` ends a run whose registry is no longer the one running. */
export const RECLASSIFICATION_PHASES = [
  'collecting',
  'classifying',
  'sessions',
  'hits',
  'rollups',
  'finished',
  'superseded',
] as const;
export type ReclassificationPhase = (typeof RECLASSIFICATION_PHASES)[number];

/**
 * One reclassification of stored history to a registry (its fingerprint): started after an upgrade, by an
 * administrator or by `botlens reclassify`. The newest finished run says which registry the stored names
 * come from. Each step of a run commits its cursor and counts with its changes, so a run stopped at any
 * point goes on from the last committed step.
 */
export const botReclassifications = pgTable('bot_reclassifications', {
  id: serial('id').primaryKey(),
  targetFingerprint: text('target_fingerprint').notNull(),
  trigger: text('trigger', { enum: ['start', 'admin', 'command'] }).notNull(),
  // The administrator who asked for it; no foreign key: the record outlives an account.
  requestedBy: integer('requested_by'),
  phase: text('phase', { enum: RECLASSIFICATION_PHASES }).notNull().default('collecting'),
  // Where the current phase stopped: the last key it finished, as text (timestamps keep their microseconds).
  cursor: text('cursor').array(),
  // The verification method of each bot of the target registry (name → canonical key): the next run reads
  // what the stored verification was checked against.
  verificationMethods: jsonb('verification_methods').$type<Record<string, string>>().notNull(),
  // The same, of the registry the stored data was classified by (the previous run's), or of this one.
  previousVerificationMethods: jsonb('previous_verification_methods')
    .$type<Record<string, string>>()
    .notNull(),
  userAgents: integer('user_agents').notNull().default(0),
  userAgentsClassified: integer('user_agents_classified').notNull().default(0),
  sessionsTotal: bigint('sessions_total', { mode: 'number' }).notNull().default(0),
  sessionsDone: bigint('sessions_done', { mode: 'number' }).notNull().default(0),
  sessionsChanged: bigint('sessions_changed', { mode: 'number' }).notNull().default(0),
  hitsTotal: bigint('hits_total', { mode: 'number' }).notNull().default(0),
  hitsDone: bigint('hits_done', { mode: 'number' }).notNull().default(0),
  hitsChanged: bigint('hits_changed', { mode: 'number' }).notNull().default(0),
  rollupsTotal: bigint('rollups_total', { mode: 'number' }).notNull().default(0),
  rollupsDone: bigint('rollups_done', { mode: 'number' }).notNull().default(0),
  rollupsChanged: bigint('rollups_changed', { mode: 'number' }).notNull().default(0),
  lastError: text('last_error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The distinct user agents of the stored history (raw hits, and the rollups' last user agents), each with
 * what the target registry calls it: classified once each, then joined to the stored rows. Refilled at the
 * start of every run.
 */
export const botReclassificationUserAgents = pgTable(
  'bot_reclassification_user_agents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userAgent: text('user_agent').notNull(),
    // The snippet's navigator.webdriver: it turns a browser's string into a bot, so it is part of the key.
    webdriver: boolean('webdriver').notNull(),
    // Null until classified.
    isBot: boolean('is_bot'),
    botName: text('bot_name'),
    botType: text('bot_type'),
    operator: text('operator'),
    purpose: text('purpose'),
    // The new bot's verification method as a canonical key; '' when it has none.
    verificationMethod: text('verification_method'),
  },
  // Rollup rows find their last user agent here one by one. A hash index, since a B-tree entry cannot hold
  // the longest user agents a hit may carry.
  (t) => [index('bot_reclassification_user_agents_lookup_idx').using('hash', t.userAgent)],
);
