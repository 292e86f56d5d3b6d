import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long an idle connection stays open for the client's next request. Longer than the idle timeout of
 * the clients that reuse connections (Node's agents and undici keep a socket 4–5 s): when both sides time
 * out at the same moment, a request sent on a socket the server is closing is reset (ECONNRESET). Below
 * Node's 60 s connection timeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 55_000;
const REAP_EVERY_MS = 200;

/**
 * A long keep-alive must not hold a shutdown back. Node closes the idle connections once, when the close
 * starts; a connection whose request was in flight then stays open after its answer until the keep-alive
 * runs out. So, from the close on, idle connections are closed every 200 ms until the server has stopped:
 * each in-flight connection goes within 200 ms of its answer. No hook on the answers: the ingest door's hot
 * path pays nothing for a shutdown.
 */
export const keepAliveDrain = fp(async (app: FastifyInstance) => {
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    reaper = setInterval(() => app.server.closeIdleConnections(), REAP_EVERY_MS);
    reaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(reaper));
});
