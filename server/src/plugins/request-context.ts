import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asUserCtx, type Ctx, type UserCtx } from '../modules/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's context for domain verbs: built once, after the session is loaded. */
    ctx: Ctx;
    /** The context of a signed-in caller; throws 401 when there is none. */
    userCtx: () => UserCtx;
  }
}

/**
 * Builds `request.ctx` from the app's shared parts and the request's own logger and caller. Registered after
 * the session plugin, so its preHandler runs after the user is loaded and before any route's own handler.
 */
export const requestContext = fp(async (app: FastifyInstance, base: Ctx) => {
  app.decorateRequest('ctx', null as unknown as Ctx);
  app.decorateRequest('userCtx', function (this: FastifyRequest) {
    return asUserCtx(this.ctx);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    request.ctx = { ...base, log: request.log, actor: request.user, clientIp: request.ip };
    done();
  });
});
