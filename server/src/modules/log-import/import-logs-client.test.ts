import { createReadStream, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_LOGS_PROGRESS_TYPE } from '@botlens/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type WrittenLog, writeCombinedLog } from '../../test-support/combined-log';
import { type RawLogTestServer, startRawLogTestServer } from '../../test-support/raw-log-test-server';
import { type ImportLogsClientOptions, ImportLogsFailedError, importLogs } from './import-logs-client';
import type { AttemptProgress } from './send-log-request';

/** The client against a real local HTTP server speaking the raw-log door's protocol (raw-log-test-server). */
let dir: string;
let plain: { path: string; size: number; written: WrittenLog };
let gzipped: { path: string; size: number; written: WrittenLog };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'botlens-client-'));
  const write = async (name: string, seed: number) => {
    const path = join(dir, name);
    const written = await writeCombinedLog(path, 1234, { seed, garbageRate: 0.02 });
    return { path, size: statSync(path).size, written };
  };
  plain = await write('access.log', 21);
  gzipped = await write('other.log.gz', 22);
});

let server: RawLogTestServer;
const waits: number[] = [];
const retries: string[] = [];
const progress: AttemptProgress[] = [];
beforeEach(async () => {
  server = await startRawLogTestServer('ingest-key-abc');
  waits.length = 0;
  retries.length = 0;
  progress.length = 0;
});
afterEach(() => server.close());

function send(file: { path: string; size: number }, options: Partial<ImportLogsClientOptions> = {}) {
  return importLogs({
    server: `${server.url}/`,
    key: server.key,
    openLog: () => createReadStream(file.path),
    canResend: true,
    contentType: file.path.endsWith('.gz') ? 'application/gzip' : 'application/octet-stream',
    totalBytes: file.size,
    sleep: async (ms) => {
      waits.push(ms);
    },
    onRetry: ({ reason }) => retries.push(reason),
    onProgress: (update) => progress.push(update),
    ...options,
  });
}

const fresh = (written: WrittenLog) => ({
  lines: written.lines,
  bots: written.botLines,
  humans: written.humanLines,
  malformed: written.garbageLines,
  skipped: 0,
});

async function failure(promise: Promise<unknown>): Promise<ImportLogsFailedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportLogsFailedError);
  return error as ImportLogsFailedError;
}

describe('importLogs against a server speaking the raw-log protocol', () => {
  it('streams the file unchanged, asks for progress, reports bytes sent and lines committed', async () => {
    const { summary, attemptsCutWithoutSummary } = await send(plain);
    expect(summary).toMatchObject(fresh(plain.written));
    expect(attemptsCutWithoutSummary).toBe(0);
    expect(server.requests).toEqual([
      { contentType: 'application/octet-stream', accept: IMPORT_LOGS_PROGRESS_TYPE, bytes: plain.size },
    ]);
    expect(progress.at(-1)).toEqual({ sentBytes: plain.size, committedLines: plain.written.lines });
    const committed = new Set(progress.map((update) => update.committedLines));
    expect(committed.size).toBeGreaterThan(plain.written.lines / server.batchLines - 1);
  });

  it('sends a .gz as it is; sending it again imports nothing', async () => {
    const first = await send(gzipped);
    expect(first.summary).toMatchObject(fresh(gzipped.written));
    expect(server.requests[0]).toMatchObject({ contentType: 'application/gzip', bytes: gzipped.size });
    const again = await send(gzipped);
    expect(again.summary).toMatchObject({ lines: gzipped.written.lines, bots: 0, humans: 0, malformed: 0 });
    expect(again.summary.skipped).toBe(gzipped.written.lines);
  });

  it('sends the whole file again after a 503, honouring Retry-After', async () => {
    server.script.push({
      kind: 'answer',
      status: 503,
      headers: { 'retry-after': '2' },
      body: { message: 'Server busy' },
    });
    const { summary } = await send(plain);
    expect(summary).toMatchObject(fresh(plain.written));
    expect(waits).toEqual([2000]);
    expect(retries).toEqual(['the server answered 503: Server busy']);
    expect(server.requests).toHaveLength(2);
  });

  it('resumes after a 503 error line and counts what the broken-off attempt committed as imported', async () => {
    server.script.push({
      kind: 'error-line',
      afterLines: 300,
      statusCode: 503,
      message: 'The import queue is full',
      retryAfterSeconds: 1,
    });
    const { summary } = await send(plain);
    expect(summary).toMatchObject(fresh(plain.written));
    expect(summary.malformedLines).toHaveLength(plain.written.garbageLines);
    expect(waits).toEqual([1000]);
    // Nothing counted twice on the server either.
    expect(server.totals).toEqual({
      bots: plain.written.botLines,
      humans: plain.written.humanLines,
      malformed: plain.written.garbageLines,
    });
  });

  it('keeps lines an earlier run imported as skipped when this run resumes too', async () => {
    server.script.push({ kind: 'error-line', afterLines: 200, statusCode: 400, message: 'Line too odd' });
    const earlierRun = await failure(send(plain));
    expect(earlierRun.message).toBe('Line too odd');
    expect(earlierRun.status).toBe(400);
    const kept = earlierRun.summary;
    expect(kept?.lines).toBe(200);

    server.script.push({ kind: 'error-line', afterLines: 500, statusCode: 503, message: 'Busy' });
    const { summary } = await send(plain);
    expect(summary).toMatchObject({
      lines: plain.written.lines,
      skipped: kept?.lines,
      bots: plain.written.botLines - (kept?.bots ?? 0),
      humans: plain.written.humanLines - (kept?.humans ?? 0),
      malformed: plain.written.garbageLines - (kept?.malformed ?? 0),
    });
    expect(server.requests).toHaveLength(3);
  });

  it('sends again after a connection cut without a word; what that attempt committed shows as skipped', async () => {
    server.script.push({ kind: 'cut', afterLines: 300 });
    const { summary, attemptsCutWithoutSummary } = await send(plain);
    expect(attemptsCutWithoutSummary).toBe(1);
    // Cut before or after its answer's first bytes were read: a failed request or an answer broken off.
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(
      /^(the connection broke off before the import finished|the request failed: .+)$/,
    );
    expect(waits).toEqual([500]);
    expect(summary.skipped).toBe(300);
    expect(summary.bots + summary.humans + summary.malformed + summary.skipped).toBe(plain.written.lines);
    expect(server.totals.bots).toBe(plain.written.botLines);
  });

  it('fails on a wrong key at once, naming the status, without the key anywhere', async () => {
    const error = await failure(send(plain, { key: 'wrong-key-xyz' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      'The server refused the import with 401 Unauthorized: Invalid or missing ingest key (check --key: it is the website ingest key shown on /embed-code)',
    );
    expect(error.message).not.toContain('wrong-key-xyz');
    expect(error.summary).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('never follows a redirect, and names where it points', async () => {
    server.script.push({
      kind: 'answer',
      status: 308,
      headers: { location: 'https://elsewhere.example/api/import/logs' },
    });
    const error = await failure(send(plain));
    expect(error.message).toBe(
      'The server refused the import with 308 Permanent Redirect: it redirects to https://elsewhere.example/api/import/logs; use that address as --server',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxAttempts, backing off when no Retry-After is given', async () => {
    for (let i = 0; i < 3; i++)
      server.script.push({ kind: 'answer', status: 502, body: { message: 'Bad gateway' } });
    const error = await failure(send(plain, { maxAttempts: 3 }));
    expect(error.message).toBe(
      `Gave up sending to ${server.url}/api/import/logs after 3 attempts: the server answered 502: Bad gateway. Running the command again resumes after the lines already imported.`,
    );
    expect(waits).toEqual([500, 1000]);
  });

  it('retries a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(send(plain, { server: `http://127.0.0.1:${port}`, maxAttempts: 2 }));
    expect(error.message).toContain('after 2 attempts: the request failed: connect ECONNREFUSED');
    expect(retries).toHaveLength(1);
  });

  it('does not send a pipe twice: it says to run the command again with the file', async () => {
    server.script.push({ kind: 'error-line', afterLines: 100, statusCode: 503, message: 'Busy' });
    const error = await failure(send(plain, { canResend: false, totalBytes: undefined }));
    expect(error.message).toBe(
      'The server answered 503: Busy. A log read from a pipe cannot be sent again: run the command again with the file itself; the lines already imported are skipped.',
    );
    expect(error.summary?.lines).toBe(100);
    expect(server.requests).toHaveLength(1);
  });

  it('fails on an answer that is not BotLens', async () => {
    server.script.push({ kind: 'not-botlens' });
    const error = await failure(send(plain));
    expect(error.message).toBe(
      `${server.url}/api/import/logs did not answer like a BotLens server: is --server the right address?`,
    );
  });
});
