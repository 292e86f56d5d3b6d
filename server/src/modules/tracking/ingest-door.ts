import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { LogImporter } from '../log-import/import-raw-log';
import { logImportIngestRoutes } from '../log-import/log-import.ingest.routes';
import { type CollectDeps, collectRoutes } from './collect.routes';
import { INGEST_LOG_LEVEL, type TrackDeps, trackRoutes } from './track.routes';

export class IngestDoorAccessError extends Error {}

/**
 * The ingest door: the snippet, the pixel, server-side collection and the raw-log door, called from every customer's pages
 * and servers at the product's highest rates. It is a Fastify context of its own beside the web app's, so a
 * hit passes none of the web app's hooks (cookies, sessions, the Origin check, page security headers):
 * these routes take no cookies and answer scripts and servers on other origins, never pages. No session is
 * loaded here, so only public and ingest-key routes may live in it; anything else refuses to boot.
 */
export const ingestDoor: FastifyPluginAsync<TrackDeps & CollectDeps & { importer: LogImporter }> = async (
  door,
  deps,
) => {
  await door.register(ingestDoorGuard);
  // One logger for every hit instead of a child per request: hits are logged only when something goes
  // wrong (warn and above), and a per-request child with its request id cost more than the hit's own work.
  const hitLogger = door.log.child({ door: 'ingest' }, { level: INGEST_LOG_LEVEL });
  door.setChildLoggerFactory(() => hitLogger);
  await door.register(trackRoutes, deps);
  await door.register(collectRoutes, deps);
  await door.register(logImportIngestRoutes, { importer: deps.importer, trackingIds: deps.trackingIds });
};

/** Refuses to boot a route of the door that would need the session this context does not load. */
export const ingestDoorGuard = fp(async (door: FastifyInstance) => {
  door.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== 'public' && access !== 'ingestKey') {
      throw new IngestDoorAccessError(
        `Route ${String(route.method)} ${route.url} needs a session (${String(access)}); register it with the web app's routes`,
      );
    }
  });
});
