import { z } from 'zod';
import { wholeNumberParam } from './common';
export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  totalWebsites: z.number().int(),
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/**
 * GET /api/public-stats: the landing page's counters, for anyone. Only what the page shows: every bot
 * session and bot page view recorded (the specification's /api/admin/global-stats, renamed: it is public).
 */
export const publicStatsResponse = z.object({
  totalBotSessions: z.number().int(),
  totalPageViews: z.number().int(),
});
export type PublicStatsResponse = z.infer<typeof publicStatsResponse>;

const count = z.number().int();

/** GET /api/admin/system: what the system is doing now, read when asked (the tab asks every 30 s). */
export const adminSystemResponse = z.object({
  generatedAt: z.string(),
  /** The last 7 × 24 whole UTC hours, oldest first, zero-filled: bot hits and people's page views stored. */
  hitsPerHour: z.array(z.object({ hour: z.string(), botHits: count, humanPageViews: count })),
  /** This process's ingest queue: hits accepted and not yet written, and its bounds. */
  ingestQueue: z.object({
    waitingHits: count,
    waitingBytes: count,
    maxHits: count,
    maxBytes: count,
    /** Why hits cannot be written now, or null while writes succeed. */
    writeFailure: z.string().nullable(),
  }),
  /** Hits saved at a shutdown and not yet written back; directory null when this process has no spool. */
  spool: z.object({ directory: z.string().nullable(), files: count, bytes: count }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The data directory (PGlite), or host, port and database name (PostgreSQL): never a password. */
    location: z.string(),
    sizeBytes: count,
    largestTables: z.array(z.object({ name: z.string(), bytes: count })),
  }),
  /** Rows stored; `estimated`: the planner's estimate, as an exact count of a big table would be slow. */
  stored: z.object({
    botHits: z.object({ count, estimated: z.boolean() }),
    botSessions: z.object({ count, estimated: z.boolean() }),
  }),
  /** The last 30 UTC days, oldest first, zero-filled. */
  auditsPerDay: z.array(z.object({ day: z.string(), audits: count })),
  /** Answers with a 5xx status this process gave in the last hour (not other processes'). */
  serverErrorsLastHour: count,
  uptimeSeconds: count,
  version: z.string(),
  /** The git commit the server was built from, when the build knew it. */
  commit: z.string().nullable(),
});
export type AdminSystemResponse = z.infer<typeof adminSystemResponse>;
/** The activity log's page: the newest 50 first, then `before` the last id seen. */
export const ADMIN_ACTIVITY_PAGE_SIZE = 50;

/**
 * GET /api/admin/activity: what administrators did, newest first. `actor` is an administrator's id or
 * (part of) an e-mail address; `action` an action ('user.created') or a family of them ('user');
 * `targetType` and `targetId` the thing acted on. Read only: no call edits or deletes a record.
 */
export const adminActivityQuery = z.object({
  actor: z.string().trim().max(254, 'actor must be at most 254 characters').optional(),
  action: z.string().trim().max(100, 'action must be at most 100 characters').optional(),
  targetType: z.string().trim().max(50, 'targetType must be at most 50 characters').optional(),
  targetId: z.string().trim().max(100, 'targetId must be at most 100 characters').optional(),
  before: wholeNumberParam(1, Number.MAX_SAFE_INTEGER).optional(),
});
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;

export const adminActivityEntry = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminActivityEntry = z.infer<typeof adminActivityEntry>;

export const adminActivityResponse = z.object({
  entries: z.array(adminActivityEntry),
  /** The `before` of the next page, or null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type AdminActivityResponse = z.infer<typeof adminActivityResponse>;
