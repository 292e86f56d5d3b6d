import type { Readable } from 'node:stream';
import type { ImportLogsSummary } from '@botlens/contracts';
import type { WebsiteRow } from '../../db/schema';
import { DomainError, PayloadTooLargeError, RetryLaterError, ValidationError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { collectEventsToHits } from '../tracking/collect-event-to-hit';
import { committedWithin } from '../tracking/ingest/commit-wait';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { QueueFullError } from '../tracking/ingest/queue-errors';
import { RETRY_AFTER_SECONDS } from '../tracking/reply-busy';
import { importAccessLog } from './import-access-log';
import { LogReadError, LogTooLargeError } from './read-log-lines';

type UploadQueue = {
  queue: IngestQueue;
  /** How long one batch of lines may wait for its write once queued. */
  commitWaitMs: number;
};
type UploadInput = {
  /** The caller's website, already checked by the route: the upload may take hours after that check. */
  website: WebsiteRow;
  log: Readable;
  maxLogBytes: number;
};

/**
 * Made once per app from the ingest queue, so that it is called like every other verb,
 * `importLogUpload({ ctx, input })`.
 */
export function importLogUploadVerb(upload: UploadQueue) {
  return ({ ctx, input }: { ctx: UserCtx; input: UploadInput }) => importLogUpload(upload, ctx, input);
}

/**
 * Imports an uploaded access log into a website through the ingest queue: the same parser and batches as
 * `botlens import-logs`, each batch committed before the next is read. All it writes goes through the queue.
 */
async function importLogUpload(
  { queue, commitWaitMs }: UploadQueue,
  ctx: UserCtx,
  input: UploadInput,
): Promise<ImportLogsSummary> {
  const websiteId = input.website.id;
  let summary: ImportLogsSummary;
  try {
    summary = await importAccessLog({
      input: { log: input.log, maxLogBytes: input.maxLogBytes },
      send: async (events) => {
        const { hits, rejected } = collectEventsToHits(events, websiteId, 'log');
        // Room may take a minute to come (a busy queue); the write, once queued, no longer than a sender's.
        const { committed } = await queue.enqueueOnceRoom(hits);
        const counts = await committedWithin(committed, commitWaitMs);
        return { ...counts, received: events.length, rejected, truncated: [] };
      },
    });
  } catch (error) {
    // Names the limit and what was kept: the lines before it are stored, like those of a broken-off file.
    if (error instanceof LogTooLargeError) throw new PayloadTooLargeError(partialImportMessage(error));
    // The upload itself refused while it streamed (past its size): the reader saw that as a read error.
    if (error instanceof LogReadError && error.cause instanceof DomainError) throw error.cause;
    if (error instanceof LogReadError) throw new ValidationError(partialImportMessage(error));
    // Busy for a minute on end, or shutting down: the lines sent so far are kept; the rest can be sent again.
    if (error instanceof QueueFullError) throw new RetryLaterError(error.message, 503, RETRY_AFTER_SECONDS);
    throw error;
  }
  if (summary.lines === 0) throw new ValidationError('The log file is empty');
  ctx.log.info({ websiteId, lines: summary.lines, bots: summary.bots }, 'access log imported');
  return summary;
}

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
