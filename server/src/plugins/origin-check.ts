import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie-authenticated routes: a state-changing request that a
 * browser marks as coming from another origin is refused. Requests without Origin (curl, server-to-server)
 * carry no ambient browser cookies worth forging, and SameSite=Lax covers old browsers. The ingest door
 * (tracking and collection, called from every customer's origin) is outside this plugin's context.
 * The only origin that is ours is PUBLIC_URL's. Never the request's own Host: a client chooses it, and a
 * DNS-rebound name or a proxy that forwards any Host would make every origin match itself.
 */
export const originCheck = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const refusal = `Cross-origin request refused: open BotLens at ${options.publicUrl} (its PUBLIC_URL)`;
  // Callback style: this runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    // An opaque origin ("null", from sandboxed frames and some redirects) is never ours.
    const foreignOrigin = origin !== undefined && origin !== options.publicUrl;
    if (foreignOrigin || fetchSite === 'cross-site') {
      // Names the one origin that is ours: a person who opened the app under another address (127.0.0.1 for
      // localhost, a LAN address) learns what to open instead, or what PUBLIC_URL should say.
      return done(new ForbiddenError(refusal));
    }
    done();
  });
});
