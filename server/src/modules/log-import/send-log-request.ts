import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import {
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsSummary,
  importLogsAnswerLine,
  importLogsSummary,
} from '@botlens/contracts';

/**
 * One attempt at sending a log to the raw-log door (`POST /api/import/logs`), the file's bytes as they are.
 * node:http rather than fetch: its response arrives while the body is still being sent, so the server's
 * progress lines can be read during the upload (undici's fetch waits for the whole body first).
 * A redirect is never followed: it would carry the key to another address.
 */
export type AttemptProgress = { sentBytes: number; committedLines: number };

export type AttemptOutcome =
  | { kind: 'done'; summary: ImportLogsSummary }
  /** Worth sending the whole file again: the server was busy, or the connection broke off. */
  | { kind: 'retry'; reason: string; retryAfter: string | null; committed?: ImportLogsSummary }
  | { kind: 'failed'; message: string; status?: number; committed?: ImportLogsSummary };

export type SendLogOptions = {
  url: URL;
  key: string;
  log: Readable;
  contentType: string;
  /** The file's size, sent as Content-Length so the server can refuse a file too large before it arrives. */
  contentLength?: number;
  /** A connection silent this long is given up: the server sends progress about once a second. */
  idleTimeoutMs: number;
  onProgress?: (progress: AttemptProgress) => void;
};

// Statuses that say "later" rather than "no": a busy server, a proxy that lost its upstream.
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
// An error body longer than this is not a BotLens message; it is cut so a proxy's page cannot fill memory.
const MAX_ERROR_BODY_CHARS = 64 * 1024;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export function sendLogOnce(options: SendLogOptions): Promise<AttemptOutcome> {
  const { url, log } = options;
  const progress: AttemptProgress = { sentBytes: 0, committedLines: 0 };
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    let answered = false;
    let request: ClientRequest | undefined;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      log.unpipe();
      log.destroy();
      request?.destroy();
      agent.destroy();
      resolve(outcome);
    };
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${options.key}`,
      'content-type': options.contentType,
      accept: IMPORT_LOGS_PROGRESS_TYPE,
    };
    if (options.contentLength !== undefined) headers['content-length'] = options.contentLength;
    // Keep-alive, for what it tells the server: a request marked `Connection: close` has its connection
    // closed as soon as the answer ends, and a server that answers an error while the file is still coming
    // would then reset the connection under its own last line. One connection per attempt, closed after it.
    const https = url.protocol === 'https:';
    const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    request = (https ? httpsRequest : httpRequest)(url, { method: 'POST', headers, agent });
    request.setTimeout(options.idleTimeoutMs, () =>
      finish({ kind: 'retry', reason: 'the server went silent', retryAfter: null }),
    );
    // Once the server has answered, a failed write (it closed its side) says nothing the answer does not.
    request.on('error', (error) => {
      if (!answered)
        finish({ kind: 'retry', reason: `the request failed: ${error.message}`, retryAfter: null });
    });
    request.on('response', (response) => {
      answered = true;
      void readAnswer(response, options, progress).then(finish, (error: Error) =>
        finish({ kind: 'retry', reason: error.message, retryAfter: null }),
      );
    });
    log.on('error', (error) => finish({ kind: 'failed', message: `cannot read the log: ${error.message}` }));
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        progress.sentBytes += chunk.length;
        options.onProgress?.({ ...progress });
        next(null, chunk);
      },
    });
    log.pipe(counter).pipe(request);
  });
}

async function readAnswer(
  response: IncomingMessage,
  options: SendLogOptions,
  progress: AttemptProgress,
): Promise<AttemptOutcome> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    // The rest of the file is of no use to a server that said no: stop sending it.
    options.log.unpipe();
    options.log.destroy();
    const text = await readText(response);
    const message = status < 400 ? redirectMessage(response) : serverMessage(text);
    if (isRetryableStatus(status)) {
      return {
        kind: 'retry',
        reason: `the server answered ${status}${message ? `: ${message}` : ''}`,
        retryAfter: headerValue(response.headers['retry-after']),
      };
    }
    const hint = status === 401 ? ' (check --key: it is the website ingest key shown on /embed-code)' : '';
    return {
      kind: 'failed',
      status,
      message:
        `The server refused the import with ${status} ${response.statusMessage ?? ''}`.trimEnd() +
        `${message ? `: ${message}` : ''}${hint}`,
    };
  }
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith(IMPORT_LOGS_PROGRESS_TYPE)) {
    // A server that answers with the summary alone once the import is over (it ignored Accept).
    const summary = importLogsSummary.safeParse(parseJson(await readText(response)));
    return summary.success ? { kind: 'done', summary: summary.data } : notBotLens(options.url);
  }
  return readAnswerLines(response, options, progress);
}

/** The NDJSON answer: progress lines, then one summary or one error. Anything else is not BotLens. */
async function readAnswerLines(
  response: IncomingMessage,
  options: SendLogOptions,
  progress: AttemptProgress,
): Promise<AttemptOutcome> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of response) {
      pending += decoder.write(chunk as Buffer);
      let end = pending.indexOf('\n');
      while (end >= 0) {
        const text = pending.slice(0, end).trim();
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
        if (text === '') continue;
        const line = importLogsAnswerLine.safeParse(parseJson(text));
        if (!line.success) return notBotLens(options.url);
        const answer = line.data;
        if (answer.type === 'summary') return { kind: 'done', summary: answer.summary };
        if (answer.type === 'progress') {
          progress.committedLines = answer.committedLines;
          options.onProgress?.({ ...progress });
          continue;
        }
        if (isRetryableStatus(answer.statusCode)) {
          return {
            kind: 'retry',
            reason: `the server answered ${answer.statusCode}: ${answer.message}`,
            retryAfter: answer.retryAfterSeconds === undefined ? null : String(answer.retryAfterSeconds),
            committed: answer.summary,
          };
        }
        return {
          kind: 'failed',
          status: answer.statusCode,
          message: answer.message,
          committed: answer.summary,
        };
      }
    }
  } catch {
    // The connection was cut while the answer streamed: the same as an answer that stopped short.
  }
  return { kind: 'retry', reason: 'the connection broke off before the import finished', retryAfter: null };
}

async function readText(response: IncomingMessage): Promise<string> {
  let text = '';
  try {
    for await (const chunk of response) {
      if (text.length < MAX_ERROR_BODY_CHARS) text += String(chunk);
    }
  } catch {
    // What arrived before the cut is still the best clue.
  }
  return text.slice(0, MAX_ERROR_BODY_CHARS);
}

function notBotLens(url: URL): AttemptOutcome {
  return {
    kind: 'failed',
    message: `${url.origin}${url.pathname} did not answer like a BotLens server: is --server the right address?`,
  };
}

function redirectMessage(response: IncomingMessage): string {
  const location = headerValue(response.headers.location);
  return location ? `it redirects to ${location}; use that address as --server` : '';
}

/** The `message` of the server's error body ({message, field?}), or the start of a non-JSON body. */
function serverMessage(text: string): string {
  const body = parseJson(text) as { message?: unknown; field?: unknown } | undefined;
  if (typeof body?.message === 'string') {
    return typeof body.field === 'string' ? `${body.message} (field ${body.field})` : body.message;
  }
  // Not JSON (a proxy's HTML page, say): its first characters are still the best clue.
  return text.trim().slice(0, 200);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
