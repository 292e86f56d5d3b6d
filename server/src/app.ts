import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { adminRoutes } from './modules/admin/admin.routes';
import { type AuthRateLimit, authRoutes } from './modules/auth/auth.routes';
import type { Ctx } from './modules/context';
import { healthRoutes } from './modules/health/health.routes';
import { accessControl } from './plugins/access';
import { errorHandler } from './plugins/error-handler';
import { originCheck } from './plugins/origin-check';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { sessionAuth } from './plugins/session';
import { webApp } from './plugins/web-app';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** pino instance for request logs; tests leave it out and run silent. */
  logger?: FastifyBaseLogger;
  /** Sign-in and registration attempts per address; tests that register many users raise it. */
  authRateLimit?: AuthRateLimit;
  /** Runs when the app closes, after requests in flight have finished (main closes the database here). */
  onClose?: () => Promise<void>;
};

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { max: 10, timeWindowMs: 60_000 };
// Large enough for the ingest batches of later issues; routes with small bodies set their own lower limit.
const BODY_LIMIT = 1024 * 1024;

/** Builds the whole application without listening; tests drive it with inject(). */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A slow client cannot hold a connection: the whole request must arrive within 30 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // Headers must arrive within 10 s (Slowloris); Node checks this on its own timer.
  app.server.headersTimeout = 10_000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: Ctx = { db: database.db, config, log: app.log };
  const https = config.publicUrl.startsWith('https:');

  await app.register(errorHandler);
  await app.register(securityHeaders, { https });
  await app.register(sessionAuth, { db: database.db, ttlDays: config.sessionTtlDays, secureCookies: https });
  await app.register(accessControl);
  await app.register(originCheck, { publicUrl: config.publicUrl });
  await app.register(rateLimits);

  await app.register(healthRoutes, { ctx, databaseKind: database.kind });
  await app.register(authRoutes, { ctx, rateLimit: deps.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT });
  await app.register(adminRoutes, { ctx });
  await app.register(webApp, { webDistDir: config.webDistDir });

  const { onClose } = deps;
  if (onClose) app.addHook('onClose', async () => onClose());

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
