import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Gives the body `ms` from now to arrive instead of the app's default. Only a route that has checked who
     * is sending (a signed-in owner's log upload) may call it: before that, every body gets the default, so a
     * stranger cannot hold a connection for hours by trickling one.
     */
    extendBodyDeadline: (ms: number) => void;
  }
}

const TIMED_OUT = JSON.stringify({ message: 'The request body did not arrive in time' });

/**
 * A deadline for the request body to arrive: the app's default, which a route extends once it knows who is
 * sending (extendBodyDeadline). Node's own requestTimeout is one figure for the
 * whole server: short enough to stop a client that trickles a body to hold a connection, it also cut off
 * every access-log upload that took longer (a 220 MB log got a 408 after about a minute, half imported).
 *
 * A request whose body is still arriving at the deadline gets a 408 and its connection is closed, as Node
 * does. The timer is armed only when a body is expected, and stops once the body has been read, whether
 * Fastify parsed it or the route streamed it (a slow handler, such as sign-up's password hashing, is not the
 * client's fault). A request answered before its body was read still has to deliver the rest in time, or its
 * connection closes.
 */
export const bodyDeadline = fp(async (app: FastifyInstance, options: { defaultMs: number }) => {
  app.decorateRequest('extendBodyDeadline', () => {});
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = request.raw;
    if (raw.complete || !expectsBody(request)) return done();
    const onDeadline = () => {
      if (raw.complete) return;
      const socket = raw.socket as { destroy?: () => void } | null;
      const close = () => {
        if (typeof socket?.destroy === 'function') socket.destroy();
      };
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(TIMED_OUT),
          connection: 'close',
        });
        reply.raw.end(TIMED_OUT, close);
      } else {
        // Answered before its body was read (a 401 from the key check, say): Node goes on reading the rest
        // on the same connection, so the deadline still holds for it.
        close();
      }
    };
    let timer = setTimeout(onDeadline, options.defaultMs);
    timer.unref();
    request.extendBodyDeadline = (ms: number) => {
      if (raw.complete) return;
      clearTimeout(timer);
      timer = setTimeout(onDeadline, ms);
      timer.unref();
    };
    // The body has been read: parsed by Fastify, or streamed to its end by the route.
    raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => {
      if (raw.complete) clearTimeout(timer);
    });
    done();
  });
});

function expectsBody(request: FastifyRequest): boolean {
  const headers = request.headers;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
