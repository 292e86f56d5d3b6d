import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { Jobs } from './lib/jobs';
import { FLOOD_LIMITS, type FloodLimits } from './lib/rate-limiting';
import { createSafeFetcher } from './lib/safe-fetch';
import { ServerErrorCounter } from './modules/admin/server-error-counter';
import type { AuthRateLimit } from './modules/auth/auth-rate-limit';
import { createStripeBilling } from './modules/billing/stripe-client';
import { blogPages } from './modules/blog/blog-pages';
import { blogViewsPruneJob } from './modules/blog/prune-post-views';
import { botPages } from './modules/bots/bot-pages';
import { type BotDetection, defaultBotDetection } from './modules/bots/default-bot-detection';
import {
  ReclassificationRunner,
  reclassificationJob,
} from './modules/bots/reclassify/reclassification-runner';
import { type ReclassifyDeps, reclassifyVerb } from './modules/bots/reclassify/reclassify';
import type { Ctx } from './modules/context';
import { botSimulationJob, simulateDemoTrafficVerb } from './modules/demo/simulate-demo-traffic';
import { createLogImporter, type LogImporter } from './modules/log-import/import-raw-log';
import { mailOutboxJob } from './modules/mail/mail-outbox-job';
import { createMailTransport } from './modules/mail/mail-transport';
import { sendDueMailsVerb } from './modules/mail/send-due-mails';
import { weeklyDigestJob } from './modules/mail/weekly-digest';
import { feedPollJob } from './modules/news-feeds/feed-poll-job';
import { WindowClock, windowClockJob } from './modules/page-windows/window-clock';
import { robotsTxtFetchJob } from './modules/robots-policy/robots-txt-fetch-job';
import type { AuditBudget } from './modules/seo-audit/build-audit-in-thread';
import { serviceRequestPurgeJob } from './modules/service-requests/purge-deleted-service-requests';
import { sharedLinkPages } from './modules/shared-links/shared-link-pages';
import type { FormRateLimit } from './modules/support/support-rate-limit';
import { systemSettingsOf } from './modules/system-settings/system-settings-reader';
import { FloodGuard, LevelledFloodGuard } from './modules/tracking/flood-guard';
import { IngestQueue } from './modules/tracking/ingest/ingest-queue';
import { replaySpool, spoolUnwrittenHits } from './modules/tracking/ingest/replay-spool';
import { spoolFilesLeft } from './modules/tracking/ingest/spool-file';
import { isBatchCommitted } from './modules/tracking/ingest/write-batch';
import { ingestDoor } from './modules/tracking/ingest-door';
import { retentionJob } from './modules/tracking/retention';
import { TrackingIdCache } from './modules/tracking/tracking-id-cache';
import { WebsitePurger, websitePurgeJob } from './modules/websites/website-purger';
import { accessControl } from './plugins/access';
import { bodyDeadline } from './plugins/body-deadline';
import { errorHandler } from './plugins/error-handler';
import { KEEP_ALIVE_TIMEOUT_MS, keepAliveDrain } from './plugins/keep-alive-drain';
import { originCheck } from './plugins/origin-check';
import { rateLimits } from './plugins/rate-limits';
import { requestContext } from './plugins/request-context';
import { requestText } from './plugins/request-text';
import { securityHeaders } from './plugins/security-headers';
import { sessionAuth } from './plugins/session';
import { webApp } from './plugins/web-app';
import { webRoutes } from './web-routes';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** pino instance for request logs; tests leave it out and run silent. */
  logger?: FastifyBaseLogger;
  /** How sign-in and registration push back (per address, per account); tests raise or lower it. */
  authRateLimit?: AuthRateLimit;
  /** Runs when the app closes, after requests in flight have finished (main closes the database here). */
  onClose?: () => Promise<void>;
  /** Bot classification and verification; defaults to the shipped registry, ranges and system DNS. */
  botDetection?: BotDetection;
  /** The registry stored history is reclassified to; the shipped one by default, tests give another. */
  reclassify?: ReclassifyDeps;
  /** Ingest queue bounds; tests lower them to see backpressure. */
  ingest?: { maxQueued?: number; maxQueuedBytes?: number; maxBatch?: number; flushIntervalMs?: number };
  /** What reading an audited site's documents may cost (time, memory); tests shorten it. */
  auditBudget?: AuditBudget;
  /** The snippet's and pixel's flood limits instead of those of config.rateLimiting; tests make them small. */
  floodLimits?: FloodLimits | null;
  /** How long /api/collect and a log upload wait for a commit before they answer 503; tests shorten it. */
  commitWaitMs?: number;
  /** The contact form's and newsletter's limit per address instead of config.rateLimiting's. */
  formRateLimit?: FormRateLimit;
  /** How long a request body may take to arrive; tests shorten it. */
  bodyDeadlineMs?: number;
  /**
   * Whether the scheduled jobs run (lib/jobs.ts: retention clean-up, the page windows' clock, the website
   * purge's retries, the bot reclassification, the daily robots.txt fetch). main: yes; tests call the work themselves.
   */
  runJobs?: boolean;
  /**
   * Where accepted hits the database has not taken are saved at shutdown, `afterMs` after it began (before
   * main's forced exit), and written from at start. Without it (tests), close() waits for the database.
   */
  spool?: { dir: string; afterMs: number };
};

export const DEFAULT_BODY_DEADLINE_MS = 30_000;
// The default for routes that set none: forms and small JSON bodies set a lower limit, /api/collect a higher one.
const BODY_LIMIT = 1024 * 1024;

const BOOT_ID = randomBytes(4).toString('hex');
const REQUEST_LOG_LEVELS = new Set(['debug', 'trace']);
let requestCount = 0;

/** Builds the whole application without listening; tests drive it with inject(). */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Bodies have a deadline per route (bodyDeadline below): a log upload may take minutes, nothing else may.
    requestTimeout: 0,
    connectionTimeout: 60_000,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    // Unique across restarts too, so a 5xx body's requestId finds its log lines; a counter is cheap per hit.
    genReqId: () => `${BOOT_ID}-${(++requestCount).toString(36)}`,
    // A line per request is for debugging (LOG_LEVEL=debug or trace): at info the terminal tells what the
    // server does, and failures still log with their request id (the error handler).
    logController: new LogController({ disableRequestLogging: !REQUEST_LOG_LEVELS.has(config.logLevel) }),
  }).withTypeProvider<ZodTypeProvider>();
  // Headers must arrive within 10 s (Slowloris); Node checks this on its own timer.
  app.server.headersTimeout = 10_000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const https = config.publicUrl.startsWith('https:');

  await app.register(errorHandler);
  await app.register(keepAliveDrain);
  // 5xx answers of this process, per minute (System Analytics): on the root before both contexts, so it
  // counts the ingest door's too. One comparison per answer.
  const startedAt = Date.now();
  const serverErrors = new ServerErrorCounter();
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode >= 500) serverErrors.record();
    done();
  });
  // A slow client cannot hold a connection: a request body must arrive within 30 s unless its route says.
  await app.register(bodyDeadline, { defaultMs: deps.bodyDeadlineMs ?? DEFAULT_BODY_DEADLINE_MS });
  await app.register(accessControl);
  await app.register(rateLimits);

  // The System Settings, read through one cached reader per database (modules/system-settings): retention,
  // the session timeout, registration, the rate-limiting level and the bot simulation follow a change
  // without a restart. `peek` answers at once, for the hot paths.
  const settings = systemSettingsOf({ db: database.db, config });
  const rateLimitingLevel = () => settings.peek().rateLimiting;
  const detection = deps.botDetection ?? defaultBotDetection();
  const trackingIds = new TrackingIdCache(database.db);
  const retentionDays = () => settings.peek().dataRetentionDays;
  const queue = new IngestQueue({
    db: database.db,
    classify: detection.classify,
    verifier: detection.verifier,
    log: app.log,
    retentionDays,
    ...deps.ingest,
  });
  // Access logs have their own pipeline (a batch per transaction with the file's checkpoint), not the queue.
  const importer = createLogImporter({ db: database.db, ...detection, retentionDays });
  const fetchPage = createSafeFetcher({ allowedHosts: config.auditAllowedHosts });
  // The parts of every request's context that do not change (plugins/request-context.ts adds the rest).
  const ctx: Ctx = { db: database.db, config, log: app.log, actor: null, clientIp: null, fetchPage };
  const windowClock = new WindowClock(database.db);
  const purger = new WebsitePurger(database.db, app.log);
  const billing = createStripeBilling(config.stripe);
  // Stored history follows the registry: after an upgrade that changed it, by itself (the job), or when an
  // administrator asks.
  const reclassifier = new ReclassificationRunner(ctx, reclassifyVerb(deps.reclassify));
  // Websites whose deletion a stop or a crash interrupted.
  purger.purgeSoon();
  const { spool } = deps;
  // Mail leaves through the outbox (modules/mail): without SMTP_URL it waits there, and the log says so.
  const mailTransport = config.mail.smtpUrl ? createMailTransport(config.mail.smtpUrl) : undefined;
  const sendDueMails = sendDueMailsVerb(mailTransport);
  const jobs = new Jobs(app.log);
  if (deps.runJobs) {
    jobs.register(
      retentionJob({
        ctx,
        // The ledger rows of the batches a spool file names must outlive the file: it is removed once written.
        keepBatchLedger: spool ? () => spoolFilesLeft(spool.dir) : undefined,
      }),
    );
    jobs.register(windowClockJob(windowClock));
    jobs.register(websitePurgeJob(purger));
    jobs.register(reclassificationJob(reclassifier));
    jobs.register(robotsTxtFetchJob(ctx));
    jobs.register(feedPollJob(ctx));
    jobs.register(mailOutboxJob(ctx, sendDueMails));
    jobs.register(weeklyDigestJob(ctx));
    jobs.register(serviceRequestPurgeJob(ctx));
    jobs.register(blogViewsPruneJob(ctx));
    jobs.register(botSimulationJob(ctx, simulateDemoTrafficVerb(queue)));
  }

  // Two contexts side by side: the ingest door (hits from every customer's pages and servers, with a short
  // hook chain) and the web app (people, with cookies, sessions, the Origin check and page headers).
  // A test's fixed limits, or those of the rate-limiting level in force.
  const flood =
    deps.floodLimits !== undefined
      ? deps.floodLimits && new FloodGuard(deps.floodLimits)
      : new LevelledFloodGuard(FLOOD_LIMITS, rateLimitingLevel);
  await app.register(ingestDoor, {
    queue,
    importer,
    trackingIds,
    trackingScriptPath: config.trackingScriptPath,
    flood,
    commitWaitMs: deps.commitWaitMs,
  });
  await app.register(async (web) => {
    await web.register(securityHeaders, { https });
    await web.register(requestText);
    await web.register(sessionAuth, {
      db: database.db,
      config,
      httpsPublicUrl: https,
    });
    await web.register(originCheck, { publicUrl: config.publicUrl });
    await web.register(requestContext, ctx);
    await web.register(webRoutes, {
      config,
      database,
      deps,
      queue,
      importer,
      trackingIds,
      purger,
      billing,
      reclassifier,
      windowClock,
      serverErrors,
      startedAt,
      rateLimitingLevel,
    });
    await web.register(webApp, {
      webDistDir: config.webDistDir,
      publicUrl: config.publicUrl,
      prerendered: [...botPages(), ...sharedLinkPages(), ...blogPages(database.db, config.publicUrl)],
    });
  });

  // Shutdown order: requests in flight finish (Fastify), then every accepted hit is written, then the
  // database closes (onClose from main).
  app.decorate('ingestQueue', queue);
  app.decorate('logImporter', importer);
  // Start-up work in main (the administrator, the demo) uses the app's own context and fetcher.
  app.decorate('systemCtx', ctx);
  app.decorate('websitePurger', purger);
  // Requests waiting for their hits to be written hold the close back; when the database does not take
  // them in time, the hits go to the spool and those requests get 503, and the close goes on.
  let spoolTimer: NodeJS.Timeout | undefined;
  // A long log import stops after its current batch (503; a resend resumes) instead of holding the close.
  app.addHook('preClose', async () => importer.close());
  if (spool) {
    app.addHook('preClose', async () => {
      spoolTimer = setTimeout(() => spoolUnwrittenHits(queue, spool.dir, app.log), spool.afterMs);
      spoolTimer.unref();
    });
  }
  // One hook, so the order cannot depend on how Fastify orders several.
  const { onClose } = deps;
  app.addHook('onClose', async () => {
    // A reclassification stops after its current step and goes on at the next start.
    const reclassificationStopped = reclassifier.stop();
    const jobsStopped = jobs.stopAll();
    await purger.close();
    // Returns at once once the spool has taken the hits; till then the spool's deadline stands.
    await queue.close();
    clearTimeout(spoolTimer);
    await jobsStopped;
    mailTransport?.close();
    await reclassificationStopped;
    await windowClock.idle();
    await onClose?.();
  });

  await app.ready();
  if (spool) {
    replaySpool(queue, spool.dir, app.log, (batchId) => isBatchCommitted(database.db, batchId)).catch(
      (error: unknown) =>
        app.log.error({ err: error }, 'saved hits could not be written; they stay for the next start'),
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    ingestQueue: IngestQueue;
    logImporter: LogImporter;
    systemCtx: Ctx;
    websitePurger: WebsitePurger;
  }
}
