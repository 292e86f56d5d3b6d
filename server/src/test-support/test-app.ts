import { afterAll, beforeAll, describe } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { type AuthRateLimit, DEFAULT_AUTH_RATE_LIMIT } from '../modules/auth/auth-rate-limit';
import { type TestDatabase, testDatabases } from './test-databases';

export type TestContext = { app: App; database: DatabaseHandle; config: Config };

/** High enough that tests which create many users or fail many sign-ins never meet a limit by accident. */
export const RELAXED_RATE_LIMIT: AuthRateLimit = {
  perAddress: { max: 10_000, timeWindowMs: 60_000 },
  perAccount: { ...DEFAULT_AUTH_RATE_LIMIT.perAccount, freeFailures: 10_000 },
  hashing: { concurrent: DEFAULT_AUTH_RATE_LIMIT.hashing.concurrent, queued: 10_000 },
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Ten years of retention: fixtures carry fixed dates, and hits older than the retention period are not
  // stored (the retention tests set their own period). Tests send thousands of hits from one address: the
  // flood limits are off unless a test turns them on (tracking/flood-limits.int.test.ts).
  return {
    ...loadConfig({}),
    publicUrl: 'http://localhost:5000',
    retentionDays: 3650,
    rateLimiting: 'disabled',
    ...overrides,
  };
}

/**
 * Runs the suite once per test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), with a
 * fresh migrated database and app per database. Tests read the context through the getter.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (get: () => TestContext, database: TestDatabase) => void,
  options: Partial<Omit<AppDeps, 'database' | 'config'>> & { config?: Partial<Config> } = {},
) {
  for (const database of testDatabases()) {
    describe(`${title} [${database.name}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        const handle = await database.open();
        const config = testConfig(options.config);
        const app = await buildApp({
          config,
          database: handle,
          // `authRateLimit: undefined` given outright: the limits of config.rateLimiting, as in production.
          authRateLimit: 'authRateLimit' in options ? options.authRateLimit : RELAXED_RATE_LIMIT,
          ingest: options.ingest,
          botDetection: options.botDetection,
          reclassify: options.reclassify,
          logger: options.logger,
          bodyDeadlineMs: options.bodyDeadlineMs,
          auditBudget: options.auditBudget,
          commitWaitMs: options.commitWaitMs,
          // Likewise `floodLimits: undefined`: those of config.rateLimiting.
          floodLimits: 'floodLimits' in options ? options.floodLimits : undefined,
          // Likewise `formRateLimit: undefined`: the contact form's limit of config.rateLimiting.
          formRateLimit: 'formRateLimit' in options ? options.formRateLimit : undefined,
        });
        context = { app, database: handle, config };
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.close();
      });
      suite(() => {
        if (!context) throw new Error('test context used before beforeAll ran');
        return context;
      }, database);
    });
  }
}
