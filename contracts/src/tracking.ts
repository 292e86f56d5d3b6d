import { z } from 'zod';

// Limits on what a page or a log may send us: long enough for any real URL, short enough that one hit
// cannot store megabytes.
export const MAX_URL_LENGTH = 4096;
export const MAX_USER_AGENT_LENGTH = 1024;
export const MAX_TITLE_LENGTH = 512;
export const MAX_COLLECT_BATCH = 1000;
export const MAX_DURATION_MS = 86_400_000;

export const TRACK_EVENTS = ['page_view', 'page_leave'] as const;

/** POST /api/track: sent by the snippet. The user agent and address are read from the request itself. */
export const trackRequest = z.object({
  trackingId: z.string().trim().min(1, 'trackingId is required').max(64),
  url: z.string().min(1, 'url is required').max(MAX_URL_LENGTH),
  referrer: z.string().max(MAX_URL_LENGTH).optional(),
  title: z.string().max(MAX_TITLE_LENGTH).optional(),
  event: z.enum(TRACK_EVENTS).default('page_view'),
  /** Time on page in milliseconds, sent with page_leave. */
  duration: z.number().min(0).max(MAX_DURATION_MS).int().optional(),
  webdriver: z.boolean().optional(),
});
export type TrackRequest = z.input<typeof trackRequest>;

export const trackTestRequest = z.object({
  trackingId: z.string().trim().max(64).optional(),
  url: z.string().trim().max(MAX_URL_LENGTH).optional(),
});

export const trackTestResponse = z.object({
  success: z.literal(true),
  /** Which check passed: an event has arrived, or the page carries the snippet. */
  method: z.enum(['event', 'page']),
  message: z.string(),
  /**
   * When the last event arrived (ISO 8601, UTC), with method 'event': screens show it in the viewer's own
   * zone and format; the message carries it too, for API users.
   */
  lastEventAt: z.string().optional(),
});
export type TrackTestResponse = z.infer<typeof trackTestResponse>;

/** One request seen by the customer's own server (middleware) or one access-log line. */
export const collectEvent = z.object({
  /** Makes a resend idempotent: the same id for the same website is stored once. */
  eventId: z.string().trim().min(1).max(128).optional(),
  /** ISO 8601 or milliseconds since the epoch. */
  timestamp: z.union([z.string().max(64), z.number()]),
  url: z.string().min(1).max(MAX_URL_LENGTH),
  method: z.string().trim().max(16).default('GET'),
  status: z.number().min(100).max(599).int().optional(),
  userAgent: z.string().max(MAX_USER_AGENT_LENGTH),
  ip: z.string().trim().min(1).max(64),
  referrer: z.string().max(MAX_URL_LENGTH).optional(),
  durationMs: z.number().min(0).max(MAX_DURATION_MS).int().optional(),
});
export type CollectEvent = z.input<typeof collectEvent>;

/**
 * A batch whose every event is valid: what a well-behaved sender (our log importer) sends. The door itself
 * takes collectBatch and checks each event on its own.
 */
export const collectRequest = z.object({
  events: z
    .array(collectEvent)
    .min(1, 'events must hold at least one event')
    .max(MAX_COLLECT_BATCH, `events must hold at most ${MAX_COLLECT_BATCH} events`),
});
export type CollectRequest = z.input<typeof collectRequest>;

/**
 * POST /api/collect's body: only the batch's shape is refused as a whole (400). Each event is checked alone
 * by collectEvent, so one bad event out of a thousand is rejected without the others.
 */
export const collectBatch = z.object({
  events: z
    .array(z.unknown())
    .min(1, 'events must hold at least one event')
    .max(MAX_COLLECT_BATCH, `events must hold at most ${MAX_COLLECT_BATCH} events`),
});

/**
 * Texts cut at their limit instead of refusing the event: a crawler's long query string or user agent is
 * still a visit. Their limits are collectEvent's.
 */
export const COLLECT_TEXT_LIMITS = {
  url: MAX_URL_LENGTH,
  referrer: MAX_URL_LENGTH,
  userAgent: MAX_USER_AGENT_LENGTH,
} as const;
export type CollectTextField = keyof typeof COLLECT_TEXT_LIMITS;

/** An event not stored: its position in the batch, the field at fault ('event' for the whole) and why. */
export const collectRejection = z.object({
  index: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type CollectRejection = z.infer<typeof collectRejection>;

/** An event stored with these texts cut at their limit (COLLECT_TEXT_LIMITS). */
export const collectTruncation = z.object({
  index: z.number().int(),
  fields: z.array(z.enum(['url', 'referrer', 'userAgent'] satisfies CollectTextField[])),
});
export type CollectTruncation = z.infer<typeof collectTruncation>;

/**
 * Answered once the batch is committed. received counts every event of the batch; rejected ones are listed in
 * `rejected` and in no other count. Of the others: duplicates were already stored (same eventId); expired
 * happened before the server's retention period, so they are neither stored nor counted (a resend after
 * retention deleted the first copy would otherwise count twice); failed were refused by the database (logged on
 * the server; resending them will not help). bots and humans classify every event not rejected, whatever
 * became of it.
 */
export const collectCounts = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  expired: z.number().int(),
  failed: z.number().int(),
  bots: z.number().int(),
  humans: z.number().int(),
});
export type CollectCounts = z.infer<typeof collectCounts>;

// The lists default to empty so that a client reads an older server's answer too.
export const collectResponse = collectCounts.extend({
  rejected: z.array(collectRejection).default([]),
  truncated: z.array(collectTruncation).default([]),
});
export type CollectResponse = z.infer<typeof collectResponse>;

/** A batch of `received` events before any is counted. */
export function emptyCollectCounts(received: number): CollectCounts {
  return { received, stored: 0, duplicates: 0, expired: 0, failed: 0, bots: 0, humans: 0 };
}

/**
 * Summary of an access-log import (CLI and upload). bots, humans: the lines imported as a crawler's visit and
 * as a person's page view; skipped: lines already imported before; expired: lines older than the server's
 * retention period, not imported; rejected: lines the importer read but the server
 * refused (its clock or its version's rules differ), not imported either, and never stopping the import.
 */
export const importLogsSummary = z.object({
  lines: z.number().int(),
  bots: z.number().int(),
  humans: z.number().int(),
  malformed: z.number().int(),
  skipped: z.number().int(),
  expired: z.number().int(),
  /** Line numbers of the first malformed lines (at most 100). */
  malformedLines: z.array(z.number().int()),
  rejected: z.number().int(),
  /** The first rejected lines (at most 100, by line number): the field at fault and the server's reason. */
  rejectedLines: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
  /**
   * The number of a last line without a line end, not imported and not counted in `lines`: a log copied
   * while its server writes it ends in half a line. It is imported once the file, sent again, has its end.
   */
  unfinishedLine: z.number().int().optional(),
});
export type ImportLogsSummary = z.infer<typeof importLogsSummary>;

/** A summary with nothing counted yet: what an import adds its committed batches to. */
export function emptyImportLogsSummary(): ImportLogsSummary {
  return {
    lines: 0,
    bots: 0,
    humans: 0,
    malformed: 0,
    skipped: 0,
    expired: 0,
    malformedLines: [],
    rejected: 0,
    rejectedLines: [],
  };
}

/** The raw-log door's address: the log as it is, authenticated by the website's ingest key (Bearer). */
export const IMPORT_LOGS_PATH = '/api/import/logs';
/** What a caller sends as Accept to be answered with progress lines (importLogsAnswerLine) while it uploads. */
export const IMPORT_LOGS_PROGRESS_TYPE = 'application/x-ndjson';

/**
 * One line of the streamed answer of an import (Accept: application/x-ndjson): progress about once a second
 * while the log is read, then exactly one `summary` or one `error`. A refusal before the import starts (the
 * key, the content type, a declared size past the limit) is an ordinary 4xx instead. `bytes` counts the log's
 * text read so far (after decompression), `committedLines` the lines whose batch is committed (skipped lines
 * of a file imported before included). An `error` carries the status the request would have had, and after a
 * 503 how long to wait; sending the whole file again then resumes after the last committed batch.
 */
export const importLogsAnswerLine = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    lines: z.number().int(),
    bytes: z.number().int(),
    committedLines: z.number().int(),
  }),
  z.object({ type: z.literal('summary'), summary: importLogsSummary }),
  z.object({
    type: z.literal('error'),
    statusCode: z.number().int(),
    message: z.string(),
    retryAfterSeconds: z.number().int().optional(),
    /** What was committed before the error: sending the whole file again imports the rest. */
    summary: importLogsSummary.optional(),
  }),
]);
export type ImportLogsAnswerLine = z.infer<typeof importLogsAnswerLine>;
