import type { User } from '@botlens/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { UnauthorizedError } from '../lib/errors';
import { createSafeFetcher, type SafeFetcher } from '../lib/safe-fetch';

/**
 * What every domain verb receives, as `verb({ ctx, input })`: the database, the configuration, a logger, the
 * caller (`actor`, null when nobody is signed in) and the one SSRF-guarded fetcher; never Fastify types. The web context builds it once
 * per request (plugins/request-context.ts); jobs and commands build it with `actor: null`.
 */
export type Ctx = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  actor: User | null;
  /** The caller's address (behind TRUST_PROXY, the client's); null outside a request. */
  clientIp: string | null;
  /** Every outbound fetch goes through it (lib/safe-fetch.ts); tests pass one that allows their servers. */
  fetchPage: SafeFetcher;
};

/** The context of a route declared `user` or `admin`: somebody is signed in. */
export type UserCtx = Ctx & { actor: User };

/** Narrows a context to a signed-in caller (the access hook has already refused anonymous callers). */
export function asUserCtx(ctx: Ctx): UserCtx {
  if (!ctx.actor) throw new UnauthorizedError();
  return ctx as UserCtx;
}

/** The context of work nobody asked for in a request: start-up, jobs, commands. */
export function systemCtx(parts: { db: Database; config: Config; log: FastifyBaseLogger }): Ctx {
  return {
    ...parts,
    actor: null,
    clientIp: null,
    fetchPage: createSafeFetcher({ allowedHosts: parts.config.auditAllowedHosts }),
  };
}
