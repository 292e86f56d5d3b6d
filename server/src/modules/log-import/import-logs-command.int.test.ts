import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { writeCombinedLog } from '../../test-support/combined-log';
import { DISK_FULL, refuseHits, stopRefusingHits } from '../../test-support/refusing-database';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { BATCH_LINES } from './import-raw-log';

/**
 * The real command, as a person runs it (`npm run botlens -- import-logs ...` is this node invocation), against
 * the real server listening on a port. The server runs in this process, so the command must be spawned
 * asynchronously: spawnSync would block the server it talks to.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

type Run = { code: number | null; stdout: string; stderr: string };

/** The command started; `stderr()` is what it has written to stderr so far. */
function startImportLogs(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', 'import-logs', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { done, stderr: () => stderr };
}

const importLogs = (args: string[], env: Record<string, string> = {}) => startImportLogs(args, env).done;

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'botlens-import-'));

describeOnEachDatabase('botlens import-logs against a running server', (get) => {
  let server: string;
  beforeAll(async () => {
    server = await get().app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A website of its own, its ingest key, and how many bot visits the database holds for it. */
  async function website() {
    const { cookie } = await registerAndSignIn(get().app);
    const { site, embed } = await addWebsite(get().app, cookie);
    const storedBots = async () => {
      const [row] = await get()
        .database.db.select({ n: count() })
        .from(botEvents)
        .where(eq(botEvents.websiteId, site.id));
      return Number(row?.n);
    };
    return { key: embed.ingestKey, storedBots };
  }

  it('streams a plain log; the same log gzipped is then skipped whole', async () => {
    const { key, storedBots } = await website();
    const file = join(dir, 'access.log');
    const written = await writeCombinedLog(file, 2600, { seed: 11, utcOffset: '-0700', garbageRate: 0.01 });

    // The key from the environment, as the README advises: kept out of the process list.
    const first = await importLogs(['--server', server, file], { BOTLENS_INGEST_KEY: key });
    expect(first.code, first.stderr).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary).toMatchObject({
      lines: written.lines,
      bots: written.botLines,
      humans: written.humanLines,
      malformed: written.garbageLines,
      skipped: 0,
      expired: 0,
      rejected: 0,
    });
    expect(summary.malformedLines).toHaveLength(Math.min(100, written.garbageLines));
    expect(await storedBots()).toBe(written.botLines);

    const gzipped = join(dir, 'access.log.1');
    writeFileSync(gzipped, gzipSync(readFileSync(file)));
    const again = await importLogs(['--server', server, '--key', key, gzipped]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      lines: written.lines,
      bots: 0,
      humans: 0,
      skipped: written.lines,
    });
    expect(await storedBots()).toBe(written.botLines);
    for (const output of [first.stdout, first.stderr, again.stdout, again.stderr]) {
      expect(output).not.toContain(key);
    }
  }, 120_000);

  it('resumes a log the server stopped reading part-way: the rest imported, nothing twice', async () => {
    const { key, storedBots } = await website();
    const file = join(dir, 'big.log.gz');
    const written = await writeCombinedLog(file, 30_000, { seed: 12 });
    const whole = readFileSync(file);
    const cut = join(dir, 'big-cut.log.gz');
    writeFileSync(cut, whole.subarray(0, whole.length >> 1));

    // A .gz cut in half: the server imports what it can read, then says where the file broke off.
    const partial = await importLogs(['--server', server, '--key', key, cut]);
    expect(partial.code).toBe(1);
    const kept = JSON.parse(partial.stdout);
    expect(kept.lines).toBeGreaterThan(0);
    expect(kept.lines).toBeLessThan(written.lines);
    expect(partial.stderr).toContain('truncated');
    expect(await storedBots()).toBe(kept.bots);

    const complete = await importLogs(['--server', server, '--key', key, file]);
    expect(complete.code, complete.stderr).toBe(0);
    const rest = JSON.parse(complete.stdout);
    expect(rest.lines).toBe(written.lines);
    expect(rest.skipped).toBe(kept.lines);
    expect(kept.bots + rest.bots).toBe(written.botLines);
    expect(kept.humans + rest.humans).toBe(written.humanLines);
    expect(await storedBots()).toBe(written.botLines);
  }, 120_000);

  it('sends the file again after a 503 part-way, resuming: every line counted once, as imported', async () => {
    const { key, storedBots } = await website();
    const file = join(dir, 'busy.log');
    const written = await writeCombinedLog(file, 4 * BATCH_LINES, { seed: 14 });
    const db = get().database.db;
    const command = startImportLogs(['--server', server, '--key', key, file]);
    // Once the first batch is committed, the database refuses bot hits, as a full disk does: the server
    // stops the import with a 503 error line carrying what it committed.
    await until(async () => (await storedBots()) > 0, 'the first batch is committed');
    await refuseHits(db, DISK_FULL);
    try {
      await until(() => command.stderr().includes('the server answered 503'), 'the command is told 503');
    } finally {
      await stopRefusingHits(db);
    }
    const run = await command.done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      'sending the file again in 5.0 s, resuming after the lines already imported',
    );
    expect(JSON.parse(run.stdout)).toMatchObject({
      lines: written.lines,
      bots: written.botLines,
      humans: written.humanLines,
      malformed: written.garbageLines,
      skipped: 0,
    });
    expect(await storedBots()).toBe(written.botLines);
  }, 180_000);

  it('fails with the status and the server message on a wrong key, printing no summary', async () => {
    await website();
    const file = join(dir, 'small.log');
    await writeCombinedLog(file, 10, { seed: 13 });
    const run = await importLogs(['--server', server, '--key', 'wrong-key-0000', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'The server refused the import with 401 Unauthorized: Invalid or missing ingest key (check --key',
    );
    expect(run.stderr).not.toContain('wrong-key-0000');
  }, 60_000);

  it('fails clearly on a missing file, and exits 2 with the usage on bad usage', async () => {
    const missing = await importLogs(['--server', server, '--key', 'k', join(dir, 'nope.log')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`cannot read ${join(dir, 'nope.log')}: no such file`);

    const usage = await importLogs(['--server', server, 'access.log']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('botlens import-logs: --key (or BOTLENS_INGEST_KEY) is required');
    expect(usage.stderr).toContain('Usage: botlens import-logs --server <url> --key <ingestKey> <file>');
  }, 60_000);
});
