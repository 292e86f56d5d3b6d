import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CollectTestServer, startCollectTestServer } from '../../test-support/collect-test-server';
import { writeCombinedLog } from '../../test-support/combined-log';

/**
 * The real command, as a person runs it (`npm run botlens -- import-logs ...` is this node invocation), against
 * a real HTTP server implementing the /api/collect contract. The server runs in this process, so the command
 * must be spawned asynchronously: spawnSync would block the server it talks to.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

type Run = { code: number | null; stdout: string; stderr: string };

function importLogs(args: string[]): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', 'import-logs', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An instant as an access log writes it, in UTC: 27/Nov/2026:02:30:00 +0000. */
function logTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}/${MONTHS[at.getUTCMonth()]}/${at.getUTCFullYear()}:${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())} +0000`;
}

let server: CollectTestServer;
let dir: string;
beforeAll(async () => {
  server = await startCollectTestServer('ingest-key-123');
  dir = mkdtempSync(join(tmpdir(), 'botlens-import-'));
});
afterAll(() => server.close());

const serverArgs = () => ['--server', server.url, '--key', server.key];

describe('botlens import-logs', () => {
  it('imports a plain log through a 503, then imports it again storing nothing twice', async () => {
    const file = join(dir, 'access.log');
    const written = await writeCombinedLog(file, 2600, { seed: 11, utcOffset: '-0700', garbageRate: 0.01 });
    server.script.push({ status: 503, headers: { 'retry-after': '0' }, body: { message: 'Server busy' } });

    const first = await importLogs([...serverArgs(), file]);
    expect(first.code, first.stderr).toBe(0);
    const summary = JSON.parse(first.stdout);
    const events = written.lines - written.garbageLines;
    expect(summary).toMatchObject({ lines: 2600, malformed: written.garbageLines, skipped: 0 });
    expect(summary.malformedLines).toHaveLength(Math.min(100, written.garbageLines));
    expect(summary.bots + summary.humans).toBe(events);
    expect(summary.bots).toBe(server.totals.bots);
    expect(summary.bots).toBeGreaterThan(events * 0.3);
    expect(server.stored.size).toBe(events);
    expect(first.stderr).toContain(
      'the server answered 503: Server busy; retrying in 0.0 s (attempt 2 of 10)',
    );
    // One batch per 1000 events, the first of them sent twice.
    expect(server.totals.requests).toBe(Math.ceil(events / 1000) + 1);

    const second = await importLogs([...serverArgs(), file]);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({ ...summary, bots: 0, humans: 0, skipped: events });
    expect(server.stored.size).toBe(events);
  }, 60_000);

  it('imports a .gz log, whatever its name', async () => {
    const file = join(dir, 'access.log.gz');
    const written = await writeCombinedLog(file, 1500, { seed: 12 });
    const renamed = join(dir, 'rotated.log.1');
    writeFileSync(renamed, readFileSync(file));
    const before = server.stored.size;

    const run = await importLogs([...serverArgs(), renamed]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ lines: 1500, malformed: written.garbageLines, skipped: 0 });
    expect(summary.bots + summary.humans).toBe(1500 - written.garbageLines);
    expect(server.stored.size - before).toBe(1500 - written.garbageLines);
  }, 60_000);

  it('imports what a truncated .gz holds, prints that summary and fails', async () => {
    const lines = Array.from(
      { length: 20_000 },
      (_, index) =>
        `192.0.2.${index % 250} - - [01/Feb/2025:10:00:00 +0530] "GET /t/${index} HTTP/1.1" 200 5 "-" "ClaudeBot/1.0"`,
    );
    const gzip = gzipSync(`${lines.join('\n')}\n`);
    const file = join(dir, 'cut.log.gz');
    writeFileSync(file, gzip.subarray(0, gzip.length >> 1));

    const run = await importLogs([...serverArgs(), file]);
    expect(run.code).toBe(1);
    const summary = JSON.parse(run.stdout);
    expect(summary.lines).toBeGreaterThan(0);
    expect(summary.bots).toBe(summary.lines);
    expect(run.stderr).toContain(`The gzip file is truncated or corrupt after line ${summary.lines}`);
  }, 60_000);

  it('imports past the lines the server rejects, counts them and says why, on a server whose clock is behind', async () => {
    const file = join(dir, 'recent.log');
    const now = new Date();
    const line = (index: number, at: Date) =>
      `192.0.2.7 - - [${logTime(at)}] "GET /recent/${index} HTTP/1.1" 200 5 "-" "GPTBot/1.2"`;
    const earlier = new Date(now.getTime() - 10 * DAY_MS);
    writeFileSync(file, `${[line(1, earlier), line(2, now), line(3, earlier), line(4, now)].join('\n')}\n`);
    // Two days behind this machine, the server finds the hits of the last hour more than a day ahead.
    server.clockOffsetMs = -2 * DAY_MS;
    let run: Run;
    try {
      run = await importLogs([...serverArgs(), file]);
    } finally {
      server.clockOffsetMs = 0;
    }
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    const reason = { field: 'timestamp', message: 'timestamp is in the future' };
    expect(summary).toMatchObject({
      lines: 4,
      bots: 2,
      malformed: 0,
      rejected: 2,
      rejectedLines: [
        { line: 2, ...reason },
        { line: 4, ...reason },
      ],
    });
    expect(run.stderr).toContain('the server rejected 2 lines (line 2: timestamp is in the future)');
  }, 60_000);

  it('fails with the status and the server message on a wrong key', async () => {
    const file = join(dir, 'small.log');
    await writeCombinedLog(file, 10, { seed: 13 });
    const run = await importLogs(['--server', server.url, '--key', 'wrong-key', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('The server refused the batch with 401 Unauthorized: Invalid ingest key');
  }, 60_000);

  it('fails clearly on a missing file, and exits 2 with the usage on bad usage', async () => {
    const missing = await importLogs([...serverArgs(), join(dir, 'nope.log')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`cannot read ${join(dir, 'nope.log')}: no such file`);

    const usage = await importLogs(['--server', server.url, 'access.log']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('botlens import-logs: --key (or BOTLENS_INGEST_KEY) is required');
    expect(usage.stderr).toContain('Usage: botlens import-logs --server <url> --key <ingestKey> <file>');
  }, 60_000);
});
