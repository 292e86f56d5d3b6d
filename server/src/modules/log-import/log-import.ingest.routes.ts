import { errorBody, IMPORT_LOGS_PATH, importLogsSummary } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIngestKey } from '../tracking/ingest-key';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import type { LogImporter } from './import-raw-log';
import { answerLogImport } from './log-import-answer';
import { rawLogOf, takeRawLogBodies } from './raw-log-body';

/**
 * The raw-log door, `POST /api/import/logs`: the access log as it is (plain or gzip), authenticated by the
 * website's ingest key, streamed into the import pipeline. What `botlens import-logs` sends. No size cap: the
 * text is read as fast as it is stored, in constant memory.
 */
export const logImportIngestRoutes: FastifyPluginAsyncZod<{
  importer: LogImporter;
  trackingIds: TrackingIdCache;
}> = async (app, { importer, trackingIds }) => {
  takeRawLogBodies(app);
  app.post(
    IMPORT_LOGS_PATH,
    {
      config: { access: 'ingestKey' },
      schema: { response: { 200: importLogsSummary, '4xx': errorBody, 503: errorBody } },
      onRequest: requireIngestKey(trackingIds),
    },
    async (request, reply) =>
      answerLogImport(request, reply, importer, {
        websiteId: request.ingestWebsiteId as number,
        log: rawLogOf(request, reply),
      }),
  );
};
