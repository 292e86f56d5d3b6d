import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import {
  emptyImportLogsSummary,
  IMPORT_LOGS_PATH,
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsAnswerLine,
} from '@botlens/contracts';
import { BOT_PROFILES } from './combined-log-profiles';

/**
 * A real HTTP server speaking the raw-log door's protocol (POST /api/import/logs) in a few lines, standing
 * in for a remote BotLens in the client's tests: checks the Bearer key and the content type, reads the log
 * as it streams in (gzip by Content-Encoding or by its magic bytes), keeps a checkpoint per file (the hash
 * of its first line, the lines committed) so a file sent again resumes, commits `batchLines` lines at a
 * time and answers with NDJSON progress, then a summary or an error. Bots are the generated log's crawlers
 * (combined-log-profiles.ts); a line that is no access-log request is malformed.
 * Faults queued in `script` apply one per request, in order.
 */
export type RawLogFault =
  /** Answered at once, without reading the body (a busy server's 503, a redirect...). */
  | { kind: 'answer'; status: number; headers?: Record<string, string>; body?: unknown }
  /** After this request has committed `afterLines` new lines, an `error` line with what it committed. */
  | {
      kind: 'error-line';
      afterLines: number;
      statusCode: number;
      message: string;
      retryAfterSeconds?: number;
    }
  /** After this request has committed `afterLines` new lines, the connection is cut without a word. */
  | { kind: 'cut'; afterLines: number }
  /** An answer that is not BotLens's (a web server at the wrong address). */
  | { kind: 'not-botlens' };

export type ReceivedRequest = { contentType?: string; accept?: string; bytes: number };

export type RawLogTestServer = {
  url: string;
  key: string;
  script: RawLogFault[];
  requests: ReceivedRequest[];
  /** Lines committed over every request, by kind. */
  totals: { bots: number; humans: number; malformed: number };
  batchLines: number;
  close(): Promise<void>;
};

const LOG_TYPES = ['application/octet-stream', 'text/plain', 'application/gzip', 'application/x-gzip'];
const BOT_AGENTS = new Set(BOT_PROFILES.map((bot) => bot.userAgent));
const REQUEST_LINE = /^\S+ \S+ \S+ \[[^\]]+\] "[A-Z]+ \S+ HTTP\/[\d.]+" \d{3} \S+(?: "[^"]*" "([^"]*)")?/;

export async function startRawLogTestServer(key = 'test-ingest-key'): Promise<RawLogTestServer> {
  const checkpoints = new Map<string, number>();
  const state: Omit<RawLogTestServer, 'url' | 'close'> = {
    key,
    script: [],
    requests: [],
    totals: { bots: 0, humans: 0, malformed: 0 },
    batchLines: 100,
  };
  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, { message: String(error) });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const received: ReceivedRequest = {
      contentType: request.headers['content-type'],
      accept: request.headers.accept,
      bytes: 0,
    };
    state.requests.push(received);
    if (request.method !== 'POST' || request.url !== IMPORT_LOGS_PATH)
      return answer(response, 404, { message: 'Not found' });
    if (request.headers.authorization !== `Bearer ${state.key}`)
      return answer(response, 401, { message: 'Invalid or missing ingest key' });
    if (!LOG_TYPES.includes(String(request.headers['content-type'])))
      return answer(response, 415, {
        message: `Send the log file itself as the body, as ${LOG_TYPES.join(', ')}`,
      });
    const fault = state.script.shift();
    if (fault?.kind === 'answer') return answer(response, fault.status, fault.body ?? {}, fault.headers);
    const streamed = String(request.headers.accept).includes(IMPORT_LOGS_PROGRESS_TYPE);
    if (streamed) {
      response.writeHead(200, { 'content-type': IMPORT_LOGS_PROGRESS_TYPE });
      response.flushHeaders();
    }
    if (fault?.kind === 'not-botlens') return void response.end('<html>Hello</html>\n');
    const send = (line: ImportLogsAnswerLine) => response.write(`${JSON.stringify(line)}\n`);

    const committed = emptyImportLogsSummary();
    const pending = emptyImportLogsSummary();
    let fingerprint: string | undefined;
    // The lines of this file committed by earlier requests, read once: this request only adds to them.
    let alreadyCommitted = 0;
    let newLines = 0;
    const commit = (): boolean => {
      if (fingerprint === undefined || pending.lines === 0) return false;
      for (const field of ['lines', 'bots', 'humans', 'malformed', 'skipped'] as const)
        committed[field] += pending[field];
      committed.malformedLines.push(
        ...pending.malformedLines.slice(0, 100 - committed.malformedLines.length),
      );
      state.totals.bots += pending.bots;
      state.totals.humans += pending.humans;
      state.totals.malformed += pending.malformed;
      newLines += pending.lines - pending.skipped;
      checkpoints.set(fingerprint, Math.max(alreadyCommitted, committed.lines));
      Object.assign(pending, emptyImportLogsSummary());
      if (streamed)
        send({ type: 'progress', lines: committed.lines, bytes: 0, committedLines: committed.lines });
      if (fault?.kind === 'error-line' && newLines >= fault.afterLines) {
        const { statusCode, message, retryAfterSeconds } = fault;
        send({ type: 'error', statusCode, message, retryAfterSeconds, summary: { ...committed } });
        response.end();
        return true;
      }
      if (fault?.kind === 'cut' && newLines >= fault.afterLines) {
        response.socket?.destroy();
        return true;
      }
      return false;
    };

    let answered = false;
    for await (const text of logLines(request, received)) {
      // Once answered, the rest of the body is read and dropped, not reset: a reset connection can lose the
      // answer's last lines before the client reads them.
      if (answered) continue;
      if (fingerprint === undefined) {
        fingerprint = createHash('sha256').update(text).digest('hex');
        alreadyCommitted = checkpoints.get(fingerprint) ?? 0;
      }
      const lineNumber = committed.lines + pending.lines + 1;
      pending.lines++;
      if (lineNumber <= alreadyCommitted) pending.skipped++;
      else if (text.trim() === '') {
        // A blank line: counted as read, neither a hit nor malformed.
      } else {
        const match = REQUEST_LINE.exec(text);
        if (!match) {
          pending.malformed++;
          pending.malformedLines.push(lineNumber);
        } else if (BOT_AGENTS.has(match[1] ?? '')) pending.bots++;
        else pending.humans++;
      }
      if (pending.lines >= state.batchLines) answered = commit();
    }
    if (answered || commit()) return;
    if (streamed) {
      send({ type: 'summary', summary: committed });
      response.end();
    } else answer(response, 200, committed);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The body's lines: gunzipped when it says so or starts with gzip's magic bytes, as the real door does. */
async function* logLines(request: IncomingMessage, received: ReceivedRequest): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of logText(request, received)) {
    pending += decoder.write(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    yield* lines;
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

async function* logText(request: IncomingMessage, received: ReceivedRequest): AsyncGenerator<Buffer> {
  const body = (async function* () {
    for await (const chunk of request) {
      received.bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  })();
  const first = await body.next();
  if (first.done) return;
  const head = first.value;
  if (request.headers['content-encoding'] !== 'gzip' && !(head[0] === 0x1f && head[1] === 0x8b)) {
    yield head;
    yield* body;
    return;
  }
  const gunzip = createGunzip();
  const feed = async () => {
    gunzip.write(head);
    for await (const chunk of body) if (!gunzip.write(chunk)) await once(gunzip, 'drain');
    gunzip.end();
  };
  feed().catch((error: Error) => gunzip.destroy(error));
  yield* gunzip;
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
