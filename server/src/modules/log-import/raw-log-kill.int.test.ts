import type { ChildProcess } from 'node:child_process';
import { createReadStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  IMPORT_LOGS_PATH,
  IMPORT_LOGS_PROGRESS_TYPE,
  type ImportLogsSummary,
  importLogsAnswerLine,
} from '@botlens/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { writeCombinedLog } from '../../test-support/combined-log';
import { checkpointsOf, storedFigures } from '../../test-support/raw-log';
import { accountOnServer, startServerProcess, waitForServerUrl } from '../../test-support/server-process';
import { createThrowawayPostgres } from '../../test-support/test-databases';
import { BATCH_LINES } from './import-raw-log';

/**
 * Issue 27, point 4: the real server SIGKILLed in the middle of an import, once a batch is committed and
 * before the end, then started again on the same data; the same file sent again must come to exactly what a
 * clean import of it gives on another website of the same server, table by table.
 */
// Two and a half batches: a kill after the first commit leaves work before and after it, and the test stays
// within a minute on PGlite (three imports of the file in all).
const LINES = 50_000;
const DAY_MS = 86_400_000;

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function startServer(env: Record<string, string>) {
  const started = startServerProcess(env);
  children.push(started.child);
  return { ...started, url: await waitForServerUrl(started) };
}

/** Streams the file to the raw-log door asking for progress lines; calls `onLine` with each as it arrives. */
async function sendLog(
  url: string,
  key: string,
  path: string,
  onLine: (line: ReturnType<typeof importLogsAnswerLine.parse>) => void = () => {},
) {
  const response = await fetch(`${url}${IMPORT_LOGS_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/octet-stream',
      accept: IMPORT_LOGS_PROGRESS_TYPE,
    },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  expect(response.status).toBe(200);
  let pending = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(importLogsAnswerLine.parse(JSON.parse(line)));
  }
}

/** The summary an import ended with (the last line of its answer). */
async function importLog(url: string, key: string, path: string): Promise<ImportLogsSummary> {
  let summary: ImportLogsSummary | undefined;
  await sendLog(url, key, path, (line) => {
    if (line.type === 'error') throw new Error(`import failed: ${line.statusCode} ${line.message}`);
    if (line.type === 'summary') summary = line.summary;
  });
  if (!summary) throw new Error('the answer ended without a summary');
  return summary;
}

const databases: Array<{ name: string; serverUrl?: string }> = [{ name: 'pglite' }];
const testDatabaseUrl = loadConfig().testDatabaseUrl;
if (testDatabaseUrl) databases.push({ name: 'postgres', serverUrl: testDatabaseUrl });

describe.each(databases)('raw-log import through a SIGKILL ($name)', ({ serverUrl }) => {
  it('resumes after the last committed batch: nothing counted twice, nothing lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-kill-'));
    const logPath = join(dataDir, 'access.log');
    const start = new Date(Date.now() - 4 * DAY_MS);
    const written = await writeCombinedLog(logPath, LINES, { seed: 9, start, days: 3 });
    const env: Record<string, string> = { DATA_DIR: dataDir, RATE_LIMITING: 'disabled' };
    if (serverUrl) {
      const database = await createThrowawayPostgres(serverUrl);
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }

    const first = await startServer(env);
    const account = await accountOnServer(first.url, 'kill@example.com');
    const a = await account.addWebsite('a.example');
    const b = await account.addWebsite('b.example');
    let committedAtKill = 0;
    let endedWith: string | undefined;
    await sendLog(first.url, a.ingestKey, logPath, (line) => {
      if (line.type !== 'progress') endedWith = line.type;
      else if (line.committedLines > 0 && committedAtKill === 0) {
        committedAtKill = line.committedLines;
        first.child.kill('SIGKILL');
      }
    }).catch(() => {
      // The connection dies with the server.
    });
    await first.exited;
    expect(endedWith, 'the import ended before the kill').toBeUndefined();
    expect(committedAtKill).toBeGreaterThan(0);
    expect(committedAtKill).toBeLessThan(LINES);

    const second = await startServer(env);
    const resumed = await importLog(second.url, a.ingestKey, logPath);
    // Whole batches only: what was committed before the kill, perhaps a batch more (committed as it died).
    expect(resumed.lines).toBe(LINES);
    expect(resumed.skipped % BATCH_LINES).toBe(0);
    expect(resumed.skipped).toBeGreaterThanOrEqual(committedAtKill);
    expect(resumed.skipped).toBeLessThan(LINES);
    const clean = await importLog(second.url, b.ingestKey, logPath);
    expect(clean).toMatchObject({ lines: LINES, skipped: 0, malformed: written.garbageLines });
    expect(clean.bots + clean.humans + clean.malformed).toBe(LINES);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const handle = serverUrl
      ? openPostgres(env.DATABASE_URL as string)
      : await openPglite(join(dataDir, 'pgdata'));
    try {
      // Verification is left out: the real server asks the machine's DNS, whose answers (or timeouts) may
      // differ between two imports of the same line; which lines are stored, and every count, may not.
      const figures = (id: number) => storedFigures(handle.db, id, { verification: false });
      const [stored, expected] = [await figures(a.id), await figures(b.id)];
      expect(stored.botEvents.count).toBe(clean.bots);
      expect(stored.humans.pageViews).toBe(clean.humans);
      expect(stored).toEqual(expected);
      expect(await checkpointsOf(handle.db, a.id)).toEqual([{ fingerprintLines: 8, lines: LINES }]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
