import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  IMPORT_LOGS_PATH,
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsAnswerLine,
  importLogsAnswerLine,
} from '@botlens/contracts';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import {
  botEvents,
  botHourlyRollups,
  botPageWindows,
  botSessionHourlyRollups,
  botSessions,
  humanHourlyPageViews,
  logImportCheckpoints,
} from '../db/schema';
import type { BotDetection } from '../modules/bots/default-bot-detection';
import { classifyHit } from '../modules/bots/default-bot-detection';
import { loadBundledRangeSets } from '../modules/bots/ip-ranges';
import { createBotVerifier } from '../modules/bots/verify-bot';
import { registerAndSignIn } from './accounts';
import { fakeDnsResolver } from './fake-dns-resolver';
import { addWebsite } from './websites';

/**
 * The shipped registry and address lists with a DNS that knows no address: every verification is decided
 * by the lists alone, so two imports of the same lines get the same answers whatever the network does.
 */
export function offlineBotDetection(): BotDetection {
  return {
    classify: classifyHit,
    verifier: createBotVerifier({ ranges: loadBundledRangeSets(), resolver: fakeDnsResolver({}) }),
  };
}

/** A new owner's website, by its id and the ingest key the raw-log door takes. */
export async function websiteWithKey(app: App): Promise<{ id: number; key: string }> {
  const { cookie } = await registerAndSignIn(app);
  const { site, embed } = await addWebsite(app, cookie);
  return { id: site.id, key: embed.ingestKey };
}

/** Sends a log to the raw-log door, `POST /api/import/logs`, with a website's ingest key (or none). */
export function postRawLog(
  app: App,
  key: string | undefined,
  payload: string | Buffer | Readable,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: IMPORT_LOGS_PATH,
    headers: {
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      'content-type': 'application/octet-stream',
      ...headers,
    },
    payload,
  });
}

/** The same, asking for the NDJSON answer: every line parsed by the contract (a line it refuses throws). */
export async function postRawLogWithProgress(
  app: App,
  key: string,
  payload: string | Buffer | Readable,
): Promise<{ statusCode: number; lines: ImportLogsAnswerLine[] }> {
  const response = await postRawLog(app, key, payload, { accept: IMPORT_LOGS_PROGRESS_TYPE });
  const lines = response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => importLogsAnswerLine.parse(JSON.parse(line)));
  return { statusCode: response.statusCode, lines };
}

/** A log's text as a stream that breaks off (destroyed with an error) after `lines` whole lines. */
export function brokenOffUpload(text: string, lines: number): Readable {
  let cut = 0;
  for (let i = 0; i < lines; i++) cut = text.indexOf('\n', cut) + 1;
  const sent = text.slice(0, cut);
  const chunks = sent.match(/[\s\S]{1,65536}/g) ?? [];
  return Readable.from(
    (async function* () {
      yield* chunks;
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('the client went away');
    })(),
  );
}

function digest(rows: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const time = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything an import leaves in the database for one website, as counts and sums (readable in a failure)
 * and digests of the rows in a fixed order, without ids and event ids (which differ between two websites
 * and between the two doors). Two websites with equal figures hold the same hits, sessions and totals.
 */
export async function storedFigures(
  db: Database,
  websiteId: number,
  /** false: leave the verifications out (for a real server whose DNS answers when it pleases). */
  { verification = true } = {},
) {
  const events = await db
    .select({
      occurredAt: botEvents.occurredAt,
      source: botEvents.source,
      url: botEvents.url,
      path: botEvents.path,
      referrer: botEvents.referrer,
      method: botEvents.method,
      status: botEvents.status,
      userAgent: botEvents.userAgent,
      ip: botEvents.ip,
      botName: botEvents.botName,
      botType: botEvents.botType,
      operator: botEvents.operator,
      purpose: botEvents.purpose,
      verification: botEvents.verification,
    })
    .from(botEvents)
    .where(eq(botEvents.websiteId, websiteId));
  const eventRows = events
    .map((row) =>
      JSON.stringify({
        ...row,
        occurredAt: time(row.occurredAt),
        verification: verification ? row.verification : undefined,
      }),
    )
    .sort();
  const rollups = await db
    .select({
      hour: botHourlyRollups.hour,
      botName: botHourlyRollups.botName,
      botType: botHourlyRollups.botType,
      pageViews: botHourlyRollups.pageViews,
      verified: botHourlyRollups.verified,
      spoofed: botHourlyRollups.spoofed,
      lastSeenAt: botHourlyRollups.lastSeenAt,
    })
    .from(botHourlyRollups)
    .where(eq(botHourlyRollups.websiteId, websiteId))
    .then((rows) => (verification ? rows : rows.map((row) => ({ ...row, verified: 0, spoofed: 0 }))));
  const sessions = await db
    .select({
      botName: botSessions.botName,
      botType: botSessions.botType,
      clientIp: botSessions.clientIp,
      startedAt: botSessions.startedAt,
      lastSeenAt: botSessions.lastSeenAt,
      totalPages: botSessions.totalPages,
    })
    .from(botSessions)
    .where(eq(botSessions.websiteId, websiteId));
  const sessionHours = await db
    .select({
      hour: botSessionHourlyRollups.hour,
      botName: botSessionHourlyRollups.botName,
      botType: botSessionHourlyRollups.botType,
      sessions: botSessionHourlyRollups.sessions,
      durationMs: botSessionHourlyRollups.durationMs,
    })
    .from(botSessionHourlyRollups)
    .where(eq(botSessionHourlyRollups.websiteId, websiteId));
  const people = await db
    .select({ hour: humanHourlyPageViews.hour, pageViews: humanHourlyPageViews.pageViews })
    .from(humanHourlyPageViews)
    .where(eq(humanHourlyPageViews.websiteId, websiteId))
    .orderBy(asc(humanHourlyPageViews.hour));
  const windows = await db
    .select({
      rangeDays: botPageWindows.rangeDays,
      period: botPageWindows.period,
      path: botPageWindows.path,
      botName: botPageWindows.botName,
      botType: botPageWindows.botType,
      hits: botPageWindows.hits,
      pageViews: botPageWindows.pageViews,
    })
    .from(botPageWindows)
    .where(eq(botPageWindows.websiteId, websiteId));
  const sorted = (rows: unknown[]) =>
    rows
      .map((row) => JSON.stringify(row, (_key, value) => (value instanceof Date ? time(value) : value)))
      .sort();
  return {
    botEvents: { count: events.length, digest: digest(eventRows) },
    rollups: {
      rows: rollups.length,
      pageViews: sum(rollups.map((row) => Number(row.pageViews))),
      verified: sum(rollups.map((row) => Number(row.verified))),
      spoofed: sum(rollups.map((row) => Number(row.spoofed))),
      digest: digest(sorted(rollups)),
    },
    sessions: {
      count: sessions.length,
      totalPages: sum(sessions.map((row) => row.totalPages)),
      digest: digest(sorted(sessions)),
    },
    sessionHours: { rows: sessionHours.length, digest: digest(sorted(sessionHours)) },
    humans: {
      hours: people.length,
      pageViews: sum(people.map((row) => Number(row.pageViews))),
      digest: digest(sorted(people)),
    },
    pageWindows: { rows: windows.length, digest: digest(sorted(windows)) },
  };
}

/** The website's file checkpoints: how many files it knows and the lines committed of each. */
export async function checkpointsOf(db: Database, websiteId: number) {
  return db
    .select({ fingerprintLines: logImportCheckpoints.fingerprintLines, lines: logImportCheckpoints.lines })
    .from(logImportCheckpoints)
    .where(eq(logImportCheckpoints.websiteId, websiteId))
    .orderBy(asc(logImportCheckpoints.id));
}
