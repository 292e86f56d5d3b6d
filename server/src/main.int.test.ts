import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, waitForServerUrl } from './test-support/server-process';

/**
 * The real process: start-up, the data-directory guard and graceful shutdown can only be seen from outside.
 * The server runs from source through tsx, exactly as `npm run dev` runs it.
 */
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>): ServerProcess {
  const started = startServerProcess(env);
  children.push(started.child);
  return started;
}

const waitForUrl = waitForServerUrl;

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second process on the same DATA_DIR, and finishes requests in flight on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-data-'));
    // Debug level: the "incoming request" line tells when the request below has reached the server.
    const first = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    const url = await waitForUrl(first);
    expect(existsSync(join(dataDir, 'botlens.pid'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another BotLens process`);

    // Registration hashes a password (tens of milliseconds): SIGTERM arrives while it is in flight.
    const inFlight = fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'inflight@example.com',
        password: 'Kestrel-Lamp-47',
        firstName: 'A',
        lastName: 'B',
      }),
    });
    // SIGTERM once the server is working on it (a request arriving after SIGTERM rightly gets a 503).
    for (let i = 0; i < 200 && !first.output().includes('"url":"/api/register"'); i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    first.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'botlens.pid'))).toBe(false);

    // The data survived: the account signs in after a restart, and a killed process's data opens again.
    const third = startServer({ DATA_DIR: dataDir });
    await waitForUrl(third);
    third.child.kill('SIGKILL');
    await third.exited;
    const fourth = startServer({ DATA_DIR: dataDir });
    const fourthUrl = await waitForUrl(fourth);
    const login = await fetch(`${fourthUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'inflight@example.com', password: 'Kestrel-Lamp-47' }),
    });
    expect(login.status).toBe(200);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 90_000);

  it('prints the URL and the demo account last, in a block of their own, and no line per request at info', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-data-'));
    const started = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'true' });
    const url = await waitForUrl(started);
    for (let i = 0; i < 600 && !started.output().includes('Demo account:'); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    const lines = started.output().split('\n');
    const block = lines.findIndex((line) => line.startsWith('  BotLens is running at'));
    expect(lines.slice(block - 1, block + 3)).toEqual([
      expect.stringMatching(/^─{20,}$/),
      expect.stringMatching(/^ {2}BotLens is running at http:\/\/localhost:\d+$/),
      expect.stringMatching(
        /^ {2}Demo account: demo@botlens\.example \/ \S+ \(30 days of demo traffic loaded\)$/,
      ),
      expect.stringMatching(/^─{20,}$/),
    ]);
    // After the block, only the shutdown's own lines: the two requests above wrote none.
    expect(started.output()).not.toContain('incoming request');
    expect(started.output()).not.toContain('request completed');
  }, 90_000);

  it('refuses to start over a data directory that is not a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-data-'));
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'stray-file'), 'not a database');
    const started = startServer({ DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('holds no complete database');
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(false);
  }, 30_000);

  it('prints a clear message for invalid configuration', async () => {
    const started = startServer({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('BotLens could not start: Invalid configuration: PORT');
  }, 30_000);
});
