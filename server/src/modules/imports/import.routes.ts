import type { Readable } from 'node:stream';
import { errorBody, idParam, importLogsSummary } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors';
import { signedInUser } from '../../plugins/access';
import type { Ctx } from '../context';
import { collectEventToHit } from '../tracking/collect-event-to-hit';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { importAccessLog } from './import-access-log';
import { LogReadError } from './read-log-lines';

// Large logs are the point of this door; the upload is streamed, so the size costs no memory.
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

class UploadTooLargeError extends DomainError {
  constructor() {
    super(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, 413);
  }
}

/** Access-log upload from /embed-code: the same parser and pipeline as `botlens import-logs`. */
export const importRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; queue: IngestQueue }> = async (
  app,
  { ctx, queue },
) => {
  // The body stays a stream: the file is parsed while it arrives.
  for (const type of ['application/octet-stream', 'application/gzip', 'application/x-gzip', 'text/plain']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser(
    ['application/octet-stream', 'application/gzip', 'application/x-gzip', 'text/plain'],
    (_request, payload, done) => done(null, payload),
  );

  app.post(
    '/api/websites/:id/import-logs',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: importLogsSummary, '4xx': errorBody } },
    },
    async (request) => {
      const site = await findWebsiteForCaller(ctx.db, request.params.id, signedInUser(request));
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
      const input = request.body as Readable;
      let received = 0;
      input.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_UPLOAD_BYTES) input.destroy(new UploadTooLargeError());
      });
      let summary: Awaited<ReturnType<typeof importAccessLog>>;
      try {
        summary = await importAccessLog({
          input,
          send: (events) =>
            queue.enqueueWhenRoom(
              events.map((event, index) => collectEventToHit(event, index, site.id, 'log')),
            ),
        });
      } catch (error) {
        if (error instanceof LogReadError) throw new DomainError(error.message, 400);
        throw error;
      }
      if (summary.lines === 0) throw new DomainError('The log file is empty', 400);
      return summary;
    },
  );
};
