import { errorBody, idParam, importLogsSummary } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findWebsiteForCaller } from '../websites/websites.queries';
import type { LogImporter } from './import-raw-log';
import { answerLogImport } from './log-import-answer';
import { rawLogOf, takeRawLogBodies } from './raw-log-body';

// Large logs are the point of this door; the upload is streamed, so the size costs no memory.
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
// What a .gz may expand to: the same cap. A crafted file expands a thousandfold, so half a megabyte would
// otherwise hold the importer for gigabytes of lines; the cap on one upload is a cap on the log's text.
// Larger logs go through `botlens import-logs` (the raw-log door), which has no such limit.
export const MAX_LOG_TEXT_BYTES = MAX_UPLOAD_BYTES;

/** The owner's access-log upload from /embed-code: the raw-log door's pipeline, with the owner's session. */
export const logImportRoutes: FastifyPluginAsyncZod<{ importer: LogImporter }> = async (
  app,
  { importer },
) => {
  takeRawLogBodies(app);
  app.post(
    '/api/websites/:id/import-logs',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: importLogsSummary, '4xx': errorBody } },
    },
    async (request, reply) => {
      const ctx = request.userCtx();
      const website = await findWebsiteForCaller(ctx, request.params.id);
      const log = rawLogOf(request, reply, MAX_UPLOAD_BYTES);
      return answerLogImport(request, reply, importer, {
        websiteId: website.id,
        log,
        maxLogBytes: MAX_LOG_TEXT_BYTES,
      });
    },
  );
};
