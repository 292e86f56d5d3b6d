import { PassThrough } from 'node:stream';
import {
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsAnswerLine,
  type ImportLogsSummary,
} from '@botlens/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, PayloadTooLargeError, RetryLaterError, ValidationError } from '../../lib/errors';
import { RETRY_AFTER_SECONDS } from '../tracking/reply-busy';
import { type LogImporter, LogImportFailed, type RawLogInput } from './import-raw-log';
import { LogReadError, LogTooLargeError } from './read-log-lines';

const DATABASE_FAILED =
  'The database could not store the log right now; what was imported so far is kept, and sending the whole file again imports the rest';

/**
 * Runs an import for a route and answers it: with `Accept: application/x-ndjson`, a 200 at once and a
 * progress line about every second, then the summary or the error as the last line (contracts'
 * importLogsAnswerLine); otherwise the summary once the import is done, or the error as an ordinary answer.
 */
export async function answerLogImport(
  request: FastifyRequest,
  reply: FastifyReply,
  importer: LogImporter,
  input: Omit<RawLogInput, 'onProgress'>,
): Promise<ImportLogsSummary | FastifyReply> {
  const log = request.log;
  if (!String(request.headers.accept ?? '').includes(IMPORT_LOGS_PROGRESS_TYPE)) {
    try {
      return await logged(log, input.websiteId, importer.run(input));
    } catch (error) {
      throw domainErrorOf(error, log);
    }
  }
  const answer = new PassThrough();
  // A caller that hangs up destroys the answer; the import still ends its batch, and writes nothing more.
  answer.on('error', () => {});
  const send = (line: ImportLogsAnswerLine) => {
    if (answer.writable) answer.write(`${JSON.stringify(line)}\n`);
  };
  logged(
    log,
    input.websiteId,
    importer.run({ ...input, onProgress: (progress) => send({ type: 'progress', ...progress }) }),
  )
    .then(
      (summary) => send({ type: 'summary', summary }),
      (error: unknown) => {
        const refusal = domainErrorOf(error, log);
        send({
          type: 'error',
          statusCode: refusal.statusCode,
          message: refusal.message,
          ...(refusal instanceof RetryLaterError ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
          ...(error instanceof LogImportFailed ? { summary: error.summary } : {}),
        });
      },
    )
    .finally(() => answer.end());
  reply
    .header('content-type', `${IMPORT_LOGS_PROGRESS_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store');
  return reply.send(answer);
}

async function logged(
  log: FastifyBaseLogger,
  websiteId: number,
  importing: Promise<ImportLogsSummary>,
): Promise<ImportLogsSummary> {
  const summary = await importing;
  log.info(
    { websiteId, lines: summary.lines, bots: summary.bots, skipped: summary.skipped },
    'access log imported',
  );
  return summary;
}

/** What an import's failure is for the caller: the reader's and the pipeline's errors as domain errors. */
function domainErrorOf(error: unknown, log: FastifyBaseLogger): DomainError {
  const cause = error instanceof LogImportFailed ? error.cause : error;
  const summary = error instanceof LogImportFailed ? error.summary : undefined;
  // Names the limit and what was kept: the lines before it are stored, like those of a broken-off file.
  if (cause instanceof LogTooLargeError)
    return new PayloadTooLargeError(partialImportMessage(cause, summary));
  // The upload itself refused while it streamed (past its size): the reader saw that as a read error.
  if (cause instanceof LogReadError && cause.cause instanceof DomainError) return cause.cause;
  if (cause instanceof LogReadError) return new ValidationError(partialImportMessage(cause, summary));
  if (cause instanceof DomainError) return cause;
  log.error({ err: cause }, 'access log import failed');
  return new RetryLaterError(DATABASE_FAILED, 503, RETRY_AFTER_SECONDS);
}

/** A log that broke off: what was kept of it, and that sending the whole file again is safe. */
function partialImportMessage(error: LogReadError, kept: ImportLogsSummary | undefined): string {
  const imported = kept ? kept.lines - kept.skipped : 0;
  if (!kept || imported <= 0) return `${error.message}; nothing was imported`;
  return (
    `${error.message}. ${imported === 1 ? 'The line before it was' : `The ${imported} lines before it were`} ` +
    `imported (${kept.bots} bot ${kept.bots === 1 ? 'visit' : 'visits'}, ${kept.humans} ` +
    `${kept.humans === 1 ? 'page view' : 'page views'} by people); importing the complete file again counts ` +
    'none of them twice.'
  );
}
