import type { User } from '@botlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

/** Who may call a route. Every route must declare one; see assertRouteAccess. */
export type Access = 'public' | 'user' | 'admin' | 'ingestKey';
const ACCESS_VALUES: readonly Access[] = ['public', 'user', 'admin', 'ingestKey'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    routeAccessTable: () => Array<{ method: string; url: string; access: Access }>;
  }
}

export class MissingRouteAccessError extends Error {}

/**
 * Registered before any route: a route without a declared access makes the app refuse to boot, and the
 * table of routes is kept for the snapshot test. Routes that need a signed-in user get the check as their
 * own onRequest hook, which Fastify runs after the shared ones (so after the session is loaded) and before
 * the body is read or validated: a caller who may not use a route learns nothing of its input rules and
 * cannot make the server read a large upload. Public routes pay nothing for it.
 */
export const accessControl = fp(async (app: FastifyInstance) => {
  const table: Array<{ method: string; url: string; access: Access }> = [];
  app.decorate('routeAccessTable', () =>
    [...table].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)),
  );

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_VALUES.includes(access)) {
      throw new MissingRouteAccessError(
        `Route ${String(route.method)} ${route.url} declares no access (config.access must be one of ${ACCESS_VALUES.join(', ')})`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD for every GET; listing it twice says nothing new.
      if (method === 'HEAD' && table.some((r) => r.url === route.url && r.method === 'GET')) continue;
      table.push({ method, url: route.url, access });
    }
    if (access === 'user' || access === 'admin') {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [access === 'admin' ? requireAdmin : requireUser, ...own];
    }
  });
});

function requireUser(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  done(request.user ? undefined : new UnauthorizedError());
}

function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  if (!request.user) done(new UnauthorizedError());
  else if (request.user.role !== 'admin') done(new ForbiddenError('Administrator access required'));
  else done();
}
