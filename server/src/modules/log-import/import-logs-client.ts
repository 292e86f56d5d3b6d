import type { Readable } from 'node:stream';
import { IMPORT_LOGS_PATH, type ImportLogsSummary } from '@botlens/contracts';
import { mergeImportSummaries, sumBrokenOff } from './merge-import-summaries';
import { type AttemptProgress, sendLogOnce } from './send-log-request';

/**
 * Sends an access log to a BotLens server's raw-log door, the whole file each attempt. The server keeps a
 * checkpoint of every file it imported (its first lines' fingerprint, the lines committed), so sending the
 * file again resumes after the last committed batch: that is what makes retrying safe.
 *
 * - 503 (busy), 429, 502, 504, an `error` line with one of those, a network error, a connection that broke
 *   off or went silent: the file is sent again, after Retry-After or else an exponential back-off, up to
 *   maxAttempts sends. A log read from a pipe cannot be sent again: that fails, saying to rerun with the file.
 * - Any other 4xx or 5xx, or a 3xx (following a redirect would carry the key to another address):
 *   ImportLogsFailedError naming the status and the server's message, with what was committed if known.
 */
export type ImportLogsClientOptions = {
  /** The BotLens address, for example `https://botlens.example.com`. */
  server: string;
  key: string;
  /** Opens the log from its first byte; called once per attempt. */
  openLog: () => Readable;
  /** False for a pipe (stdin): what was read of it is gone, so it cannot be sent a second time. */
  canResend: boolean;
  contentType: string;
  /** The file's size when known (a regular file). */
  totalBytes?: number;
  maxAttempts?: number;
  idleTimeoutMs?: number;
  onProgress?: (progress: AttemptProgress) => void;
  /** Told before each wait, so the command can say why it pauses. */
  onRetry?: (retry: { attempt: number; maxAttempts: number; delayMs: number; reason: string }) => void;
  sleep?: (ms: number) => Promise<void>;
};

export type ImportLogsResult = {
  summary: ImportLogsSummary;
  /** Attempts cut off without saying what they committed: their lines are in the summary's `skipped`. */
  attemptsCutWithoutSummary: number;
};

export class ImportLogsFailedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** What this run committed before it failed, when the server said so. */
    readonly summary?: ImportLogsSummary,
  ) {
    super(message);
    this.name = 'ImportLogsFailedError';
  }
}

const DEFAULT_MAX_ATTEMPTS = 10;
// The server sends progress about once a second; two minutes of silence means the connection is lost.
const DEFAULT_IDLE_TIMEOUT_MS = 120_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
// A Retry-After of hours is honoured up to this, so a misconfigured proxy cannot park the import for a day.
const MAX_RETRY_AFTER_MS = 5 * 60_000;

export function importLogsUrl(server: string): URL {
  return new URL(`${server.replace(/\/+$/, '')}${IMPORT_LOGS_PATH}`);
}

export async function importLogs(options: ImportLogsClientOptions): Promise<ImportLogsResult> {
  const url = importLogsUrl(options.server);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const brokenOff: ImportLogsSummary[] = [];
  let attemptsCutWithoutSummary = 0;
  for (let attempt = 1; ; attempt++) {
    const outcome = await sendLogOnce({
      url,
      key: options.key,
      log: options.openLog(),
      contentType: options.contentType,
      contentLength: options.totalBytes,
      idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
      onProgress: options.onProgress,
    });
    if (outcome.kind === 'done') {
      return { summary: mergeImportSummaries(outcome.summary, brokenOff), attemptsCutWithoutSummary };
    }
    if (outcome.committed) brokenOff.push(outcome.committed);
    if (outcome.kind === 'failed') {
      throw new ImportLogsFailedError(outcome.message, outcome.status, sumBrokenOff(brokenOff));
    }
    if (!outcome.committed) attemptsCutWithoutSummary++;
    if (!options.canResend) {
      throw new ImportLogsFailedError(
        `${capitalise(outcome.reason)}. A log read from a pipe cannot be sent again: run the command again ` +
          'with the file itself; the lines already imported are skipped.',
        undefined,
        sumBrokenOff(brokenOff),
      );
    }
    if (attempt >= maxAttempts) {
      throw new ImportLogsFailedError(
        `Gave up sending to ${url.origin}${url.pathname} after ${maxAttempts} attempts: ${outcome.reason}. ` +
          'Running the command again resumes after the lines already imported.',
        undefined,
        sumBrokenOff(brokenOff),
      );
    }
    const delayMs = retryDelayMs(outcome.retryAfter, attempt);
    options.onRetry?.({ attempt, maxAttempts, delayMs, reason: outcome.reason });
    await sleep(delayMs);
  }
}

/** How long to wait before send number attempt + 1: Retry-After (seconds or a date) if given, else backoff. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now()): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const value = retryAfter.trim();
    const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
    if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
  }
  return Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
