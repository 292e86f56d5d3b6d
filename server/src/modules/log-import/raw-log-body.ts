import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';

// A log's body arrives as fast as the network sends it and the database stores it: minutes, not the 30 s
// every other request gets. Extended only once the caller is known (its key or its session checked).
export const LOG_BODY_DEADLINE_MS = 2 * 60 * 60 * 1000;
const LOG_CONTENT_TYPES = [
  'application/octet-stream',
  'application/gzip',
  'application/x-gzip',
  'text/plain',
];
const NOT_A_LOG_FILE = `Send the log file itself as the body, as ${LOG_CONTENT_TYPES.join(', ')}`;

/**
 * Makes this context's bodies streams: a log is read while it arrives, never buffered. Any other type (a
 * form upload, an image, JSON) is refused with what is expected.
 */
export function takeRawLogBodies(app: FastifyInstance): void {
  for (const type of LOG_CONTENT_TYPES) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser(LOG_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new UnsupportedMediaTypeError(NOT_A_LOG_FILE)),
  );
}

/** The request's log as a stream, refused when none was sent or when its declared size is past `maxBytes`. */
export function rawLogOf(request: FastifyRequest, reply: FastifyReply, maxBytes?: number): Readable {
  request.extendBodyDeadline(LOG_BODY_DEADLINE_MS);
  const tooLarge =
    maxBytes === undefined ? undefined : `The file is larger than ${maxBytes / 1024 / 1024} MB`;
  if (maxBytes !== undefined && Number(request.headers['content-length'] ?? 0) > maxBytes)
    throw new PayloadTooLargeError(tooLarge as string);
  if (request.body === undefined || request.body === null) throw new ValidationError('No log file was sent');
  // Any other content type has been parsed by its own parser (JSON, say): not a log file.
  if (!(request.body instanceof Readable)) throw new UnsupportedMediaTypeError(NOT_A_LOG_FILE);
  return counted(request.body, reply, maxBytes, tooLarge);
}

/**
 * The upload, counted on the way: one sent without a length (chunked) is stopped once it passes the limit.
 * The request itself is left alone, so the 413 can still be answered on its connection.
 */
function counted(upload: Readable, reply: FastifyReply, maxBytes?: number, tooLarge?: string): Readable {
  let received = 0;
  const log = upload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        if (maxBytes === undefined || received <= maxBytes) return next(null, chunk);
        // The rest of the body is never read: close the connection rather than drain it.
        reply.header('connection', 'close');
        next(new PayloadTooLargeError(tooLarge as string));
      },
    }),
  );
  // pipe() passes on neither errors nor an abort: without this, an upload the client broke off would
  // leave the import waiting for the rest forever (and the lines read so far unwritten).
  let uploaded = false;
  upload.once('end', () => {
    uploaded = true;
  });
  upload.once('close', () => {
    if (!uploaded) log.destroy(new Error('the upload was interrupted'));
  });
  return log;
}
