import { Readable, Transform } from 'node:stream';
import { errorBody, idParam, importLogsSummary } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, RetryLaterError } from '../../lib/errors';
import { collectEventsToHits } from '../tracking/collect-event-to-hit';
import { committedWithin, DEFAULT_COMMIT_WAIT_MS } from '../tracking/ingest/commit-wait';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { QueueFullError } from '../tracking/ingest/queue-errors';
import { RETRY_AFTER_SECONDS } from '../tracking/reply-busy';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { importAccessLog } from './import-access-log';
import { LogReadError, LogTooLargeError } from './read-log-lines';

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

class NotALogFileError extends DomainError {
  constructor() {
    super(`Send the log file itself as the body, as ${LOG_CONTENT_TYPES.join(', ')}`, 415);
  }
}

class UploadTooLargeError extends DomainError {
  constructor() {
    super(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, 413);
  }
}

/** Access-log upload from /embed-code: the same parser and pipeline as `botlens import-logs`. */
export const logImportRoutes: FastifyPluginAsyncZod<{
  queue: IngestQueue;
  /** How long one batch of lines may wait for its write once queued; tests shorten it. */
  commitWaitMs?: number;
}> = async (app, { queue, commitWaitMs = DEFAULT_COMMIT_WAIT_MS }) => {
  // The body stays a stream: the file is parsed while it arrives.
  for (const type of LOG_CONTENT_TYPES) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser(LOG_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
  // A form upload or an image is no log file: say what is expected instead of asking for JSON.
  app.addContentTypeParser('*', (_request, _payload, done) => done(new NotALogFileError()));

  app.post(
    '/api/websites/:id/import-logs',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: importLogsSummary, '4xx': errorBody } },
    },
    async (request, reply) => {
      const site = await findWebsiteForCaller(request.userCtx(), request.params.id);
      // The owner's upload, checked: now it may take hours (a stranger's gets the default 30 s).
      request.extendBodyDeadline(UPLOAD_BODY_DEADLINE_MS);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw new UploadTooLargeError();
      // Any other content type has been parsed by its own parser (JSON, say): not a log file.
      if (request.body === undefined || request.body === null)
        throw new DomainError('No log file was sent', 400);
      if (!(request.body instanceof Readable)) throw new NotALogFileError();
      // Counted on the way: an upload sent without a length (chunked) is stopped once it passes the limit.
      // The request itself is left alone, so the 413 can still be answered on its connection.
      let received = 0;
      const upload = request.body;
      const input = upload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, next) {
            received += chunk.length;
            if (received > MAX_UPLOAD_BYTES) next(new UploadTooLargeError());
            else next(null, chunk);
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
        if (!uploaded) input.destroy(new Error('the upload was interrupted'));
      });
      let summary: Awaited<ReturnType<typeof importAccessLog>>;
      try {
        summary = await importAccessLog({
          input,
          maxLogBytes: MAX_LOG_TEXT_BYTES,
          send: async (events) => {
            const { hits, rejected } = collectEventsToHits(events, site.id, 'log');
            // Room may take a minute to come (a busy queue); the write, once queued, no longer than a sender's.
            const { committed } = await queue.enqueueOnceRoom(hits);
            const counts = await committedWithin(committed, commitWaitMs);
            return { ...counts, received: events.length, rejected, truncated: [] };
          },
        });
      } catch (error) {
        // Names the limit and what was kept: the lines before it are stored, like those of a broken-off file.
        if (error instanceof LogTooLargeError) throw new DomainError(partialImportMessage(error), 413);
        // The upload passed its limit while it streamed: the reader saw that as a read error.
        if (error instanceof LogReadError && error.cause instanceof UploadTooLargeError) {
          // The rest of the body is never read: close the connection rather than drain it.
          reply.header('connection', 'close');
          throw error.cause;
        }
        if (error instanceof LogReadError) throw new DomainError(partialImportMessage(error), 400);
        // Busy for a minute on end, or shutting down: the lines sent so far are kept; the rest can be sent again.
        if (error instanceof QueueFullError)
          throw new RetryLaterError(error.message, 503, RETRY_AFTER_SECONDS);
        throw error;
      }
      if (summary.lines === 0) throw new DomainError('The log file is empty', 400);
      return summary;
    },
  );
};

/** A log that broke off: what was kept of it, and that sending the whole file again is safe. */
function partialImportMessage(error: LogReadError): string {
  const kept = error.summary;
  if (!kept || kept.lines === 0) return `${error.message}; nothing was imported`;
  return (
    `${error.message}. ${kept.lines === 1 ? 'The line before it was' : `The ${kept.lines} lines before it were`} ` +
    `imported (${kept.bots} bot ${kept.bots === 1 ? 'visit' : 'visits'}, ${kept.humans} ` +
    `${kept.humans === 1 ? 'page view' : 'page views'} by people); importing the complete file again counts ` +
    'none of them twice.'
  );
}
