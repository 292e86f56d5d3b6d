import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseOpenError } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured-database';
import { createLogger } from './lib/logger';
import { AdminBootstrapError, ensureAdministrator } from './modules/auth/bootstrap-admin';
import { seedPlans } from './modules/billing/plans.queries';
import { seedBlog } from './modules/blog/seed-blog';
import { seedDemoVerb } from './modules/demo/seed-demo';
import { seedContentBlocks } from './modules/site-content/site-content.queries';
import { seedSystemSettings } from './modules/system-settings/system-settings-reader';

const SHUTDOWN_GRACE_MS = 15_000;
// What the database gets to take the queued hits at shutdown; then they are saved to the spool, well before
// the forced exit, and before Docker's default 10 s stop timeout (after which it kills the process).
const SPOOL_AFTER_MS = 5_000;
/** Problems the operator can fix: printed as one clear line, without a stack trace. */
const OPERATOR_ERRORS = [ConfigError, DataDirInUseError, DatabaseOpenError, AdminBootstrapError];

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );

  // On by default for a new embedded database only: a real PostgreSQL server never gets demo data unasked.
  const demoWanted = config.seedDemo ?? (database.kind === 'pglite' && database.created);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    // The System Settings' first values, from the environment, when there is no row yet (never overwritten):
    // the bot simulation is on when the demo account is loaded. Before the app exists, so that nothing in it
    // (a job, the limiter) reads the settings first and writes the row without knowing about the demo.
    await seedSystemSettings({ db: database.db, config }, demoWanted);
    // Closing the app waits for requests in flight, then closes the database, in that order.
    app = await buildApp({
      config,
      database,
      logger,
      onClose: () => database.close(),
      runJobs: true,
      spool: { dir: join(config.dataDir, 'spool'), afterMs: SPOOL_AFTER_MS },
    });
    // The plans every screen and limit check reads: written from contracts' PLANS where a tier has no row.
    await seedPlans(database.db);
    // The four content blocks' first versions, the texts the pages showed before they were editable.
    await seedContentBlocks(database.db);
    // The blog's starter categories and posts, when the blog has neither (never over the team's own).
    await seedBlog(database.db);
    if (config.admin)
      await ensureAdministrator({
        ctx: app.systemCtx,
        input: config.admin,
      });
  } catch (error) {
    await database.close();
    throw error;
  }
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.includes(`:${config.port}`)
    ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
    : config.publicUrl;
  // stdout, plainly: the line a person starting the server looks for.
  console.log(`BotLens is running at ${url} (database: ${database.kind})`);

  if (demoWanted) {
    const ctx = app.systemCtx;
    const demo = await seedDemoVerb(app.ingestQueue)({ ctx });
    // Last, in a block of its own: after a build's output this is what a person starting BotLens looks for.
    printBlock([
      `BotLens is running at ${url}`,
      `Demo account: ${demo.email} / ${demo.password}${demo.created ? ' (30 days of demo traffic loaded)' : ''}`,
    ]);
  }
}

function printBlock(lines: string[]): void {
  const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 4);
  console.log(['', rule, ...lines.map((line) => `  ${line}`), rule, ''].join('\n'));
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error(`BotLens could not start: ${(error as Error).message}`);
  } else {
    console.error('BotLens could not start:', error);
  }
  process.exit(1);
});
