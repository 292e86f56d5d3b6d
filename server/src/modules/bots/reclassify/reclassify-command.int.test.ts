import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { runReclassifyCommand } from './reclassify-command';

const dataDir = mkdtempSync(join(tmpdir(), 'botlens-reclassify-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function run(args: string[]) {
  const [stdout, stderr] = [capture(), capture()];
  const code = await runReclassifyCommand(
    args,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    {
      stdout: stdout.stream,
      stderr: stderr.stream,
    },
  );
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

it('brings an embedded database to the registry once, prints a JSON summary, and then has nothing to do', async () => {
  const first = await run([]);
  expect(first.code).toBe(0);
  expect(JSON.parse(first.stdout)).toMatchObject({ status: 'finished', run: 1, hits: 0, hitsChanged: 0 });
  expect(first.stderr).toMatch(/finished: 100\.0%/);
  const second = await run([]);
  expect(JSON.parse(second.stdout)).toMatchObject({ status: 'up-to-date', run: null });
  expect(JSON.parse((await run(['--force'])).stdout)).toMatchObject({ status: 'finished', run: 2 });
});

it('refuses an unknown argument with its usage', async () => {
  const refused = await run(['--all']);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/unexpected argument "--all"[\s\S]*Usage: botlens reclassify/);
  expect(refused.stdout).toBe('');
});
