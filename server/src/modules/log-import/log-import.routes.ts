import { Readable, Transform } from 'node:stream';
import { errorBody, idParam, importLogsSummary } from '@botlens/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';
import { DEFAULT_COMMIT_WAIT_MS } from '../tracking/ingest/commit-wait';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { importLogUploadVerb } from './import-log-upload';

// Large logs are the point of this door; the upload is streamed, so the size costs no memory.
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
// What a .gz may expand to: the same cap. A crafted file expands a thousandfold, so half a megabyte would
// otherwise hold the parser and the ingest queue for gigabytes of lines; the cap on one upload is a cap on
// the log's text. Larger logs go through `botlens import-logs`, which has no such limit.
export const MAX_LOG_TEXT_BYTES = MAX_UPLOAD_BYTES;
// A log upload's body arrives as fast as the network sends it and the database stores it: minutes, not the
// 30 s every other request gets.
const UPLOAD_BODY_DEADLINE_MS = 2 * 60 * 60 * 1000;
const LOG_CONTENT_TYPES = [
  'application/octet-stream',
  'application/gzip',
  'application/x-gzip',
  'text/plain',
];

const NOT_A_LOG_FILE = `Send the log file itself as the body, as ${LOG_CONTENT_TYPES.join(', ')}`;
const UPLOAD_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Access-log upload from /embed-code: the same parser and pipeline as `botlens import-logs`. */
export const logImportRoutes: FastifyPluginAsyncZod<{
  queue: IngestQueue;
  /** How long one batch of lines may wait for its write once queued; tests shorten it. */
  commitWaitMs?: number;
}> = async (app, { queue, commitWaitMs = DEFAULT_COMMIT_WAIT_MS }) => {
  const importLogUpload = importLogUploadVerb({ queue, commitWaitMs });
  // The body stays a stream: the file is parsed while it arrives.
  for (const type of LOG_CONTENT_TYPES) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser(LOG_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
  // A form upload or an image is no log file: say what is expected instead of asking for JSON.
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new UnsupportedMediaTypeError(NOT_A_LOG_FILE)),
  );

  app.post(
    '/api/websites/:id/import-logs',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: importLogsSummary, '4xx': errorBody } },
    },
    async (request, reply) => {
      const ctx = request.userCtx();
      const website = await findWebsiteForCaller(ctx, request.params.id);
      // The owner's upload, checked: now it may take hours (a stranger's gets the default 30 s).
      request.extendBodyDeadline(UPLOAD_BODY_DEADLINE_MS);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(UPLOAD_TOO_LARGE);
      // Any other content type has been parsed by its own parser (JSON, say): not a log file.
      if (request.body === undefined || request.body === null)
        throw new ValidationError('No log file was sent');
      if (!(request.body instanceof Readable)) throw new UnsupportedMediaTypeError(NOT_A_LOG_FILE);
      return importLogUpload({
        ctx,
        input: { website, log: capUpload(request.body, reply), maxLogBytes: MAX_LOG_TEXT_BYTES },
      });
    },
  );
};

/**
 * The upload, counted on the way: one sent without a length (chunked) is stopped once it passes the limit.
 * The request itself is left alone, so the 413 can still be answered on its connection.
 */
function capUpload(upload: Readable, reply: FastifyReply): Readable {
  let received = 0;
  const log = upload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (received <= MAX_UPLOAD_BYTES) return next(null, chunk);
        // The rest of the body is never read: close the connection rather than drain it.
        reply.header('connection', 'close');
        next(new PayloadTooLargeError(UPLOAD_TOO_LARGE));
      },
    }),
  );
  // pipe() passes on neither errors nor an abort: without this, an upload the client broke off would
  // leave the import waiting for the rest forever (and the lines read so far unsent).
  let uploaded = false;
  upload.once('end', () => {
    uploaded = true;
  });
  upload.once('close', () => {
    if (!uploaded) log.destroy(new Error('the upload was interrupted'));
  });
  return log;
}
