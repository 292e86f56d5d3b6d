import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type CollectEvent,
  type CollectResponse,
  type ImportLogsSummary,
  MAX_COLLECT_BATCH,
} from '@botlens/contracts';
import { explainAccessLogLine } from './parse-access-log-line';
import { LogReadError, readLogLines } from './read-log-lines';

export type ImportProgress = { bytesRead: number; lines: number };

export type ImportAccessLogOptions = {
  input: {
    log: Readable;
    batchSize?: number;
    /** The most bytes of log text to read, after decompression (ReadLogLinesOptions.maxBytes). */
    maxLogBytes?: number;
  };
  /** Delivers one batch (1..batchSize events) and resolves once the server has committed it. */
  send: (events: CollectEvent[]) => Promise<CollectResponse>;
  onProgress?: (progress: ImportProgress) => void;
};

// The summary keeps the first line numbers only, so a file of garbage cannot grow it without bound.
const MAX_MALFORMED_LINES_KEPT = 100;
const MAX_REJECTED_LINES_KEPT = 100;
// Progress is reported at least this often (in lines), even when no batch is sent (a file of garbage).
const PROGRESS_EVERY_LINES = 1000;
// Two: the reader parses the next batch while the server stores one; more would only queue at the server.
const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * Imports an access log: parses each line, sends the hits in batches, and sums the server's answers.
 *
 * - `lines` counts every line read. A blank line is neither malformed nor an event (files often end with
 *   one or carry them between rotated parts); a line too long to hold is malformed.
 * - Malformed lines are counted, their first 100 line numbers kept, and never stop the import.
 * - At most MAX_BATCHES_IN_FLIGHT batches are in flight: the next batch is read and parsed while the server
 *   stores the previous one, and the file is not read further until the oldest is committed, so a slow
 *   server slows the reader instead of filling memory.
 * - bots, humans and skipped (already stored: duplicates) are the server's own counts. Lines the server
 *   rejected are counted apart (rejected), the first 100 with the server's reason, and never stop the import.
 * - When the log cannot be read to its end (a truncated .gz), what was read is sent, then the LogReadError is
 *   rethrown with the partial summary in `error.summary`.
 *
 * It takes no context: it touches no database. Where the batches go is `send`'s business: over HTTP to a
 * server (`botlens import-logs`, collect-client.ts) or into this server's ingest queue (an upload,
 * import-log-upload.ts).
 */
export async function importAccessLog({
  input,
  send,
  onProgress,
}: ImportAccessLogOptions): Promise<ImportLogsSummary> {
  const batchSize = input.batchSize ?? MAX_COLLECT_BATCH;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_COLLECT_BATCH) {
    throw new RangeError(`batchSize must be an integer from 1 to ${MAX_COLLECT_BATCH}`);
  }

  const summary: ImportLogsSummary = {
    lines: 0,
    bots: 0,
    humans: 0,
    malformed: 0,
    skipped: 0,
    expired: 0,
    malformedLines: [],
    rejected: 0,
    rejectedLines: [],
  };
  let bytesRead = 0;
  let batch: CollectEvent[] = [];
  // The line number of each event of the batch: the server names a rejected event by its index.
  let batchLines: number[] = [];
  const inFlight: Array<Promise<void>> = [];
  const flush = async () => {
    if (batch.length > 0) {
      const events = batch;
      const lines = batchLines;
      batch = [];
      batchLines = [];
      inFlight.push(
        send(events).then((response) => {
          summary.bots += response.bots;
          summary.humans += response.humans;
          summary.skipped += response.duplicates;
          summary.expired += response.expired;
          summary.rejected += response.rejected.length;
          for (const { index, field, message } of response.rejected) {
            if (summary.rejectedLines.length >= MAX_REJECTED_LINES_KEPT) break;
            summary.rejectedLines.push({ line: lines[index] ?? 0, field, message });
          }
        }),
      );
      // Settled out of order is fine (the counts are sums); a failure surfaces when its turn comes.
      inFlight.at(-1)?.catch(() => {});
    }
    while (inFlight.length >= MAX_BATCHES_IN_FLIGHT) await inFlight.shift();
  };
  const flushAll = async () => {
    await flush();
    while (inFlight.length > 0) await inFlight.shift();
    // Two batches in flight may be answered out of order.
    summary.rejectedLines.sort((a, b) => a.line - b.line);
  };
  const markMalformed = (lineNumber: number) => {
    summary.malformed++;
    if (summary.malformedLines.length < MAX_MALFORMED_LINES_KEPT) summary.malformedLines.push(lineNumber);
  };

  try {
    for await (const line of readLogLines(input.log, {
      onBytes: (bytes) => (bytesRead += bytes),
      maxBytes: input.maxLogBytes,
    })) {
      summary.lines++;
      if (line.tooLong) {
        markMalformed(line.lineNumber);
      } else if (line.text.trim() !== '') {
        const parsed = explainAccessLogLine(line.text);
        if (parsed.ok) {
          const { ip, timestamp, method, url, status, referrer, userAgent } = parsed.value;
          batch.push({
            eventId: logLineEventId(line.lineNumber, line.text),
            timestamp,
            url,
            method,
            status,
            userAgent,
            ip,
            ...(referrer === undefined ? {} : { referrer }),
          });
          batchLines.push(line.lineNumber);
          if (batch.length >= batchSize) await flush();
        } else {
          markMalformed(line.lineNumber);
        }
      }
      if (summary.lines % PROGRESS_EVERY_LINES === 0) onProgress?.({ bytesRead, lines: summary.lines });
    }
  } catch (error) {
    if (!(error instanceof LogReadError)) throw error;
    await flushAll();
    error.summary = summary;
    throw error;
  }
  await flushAll();
  onProgress?.({ bytesRead, lines: summary.lines });
  return summary;
}

/**
 * The event id of a log line: the same line of the same file always gets the same id, so importing a file
 * again stores nothing twice. The line number is part of it because two identical lines (two hits in the
 * same second from the same client) are two real requests.
 */
export function logLineEventId(lineNumber: number, text: string): string {
  return createHash('sha256').update(`${lineNumber}:${text}`).digest('hex').slice(0, 32);
}
