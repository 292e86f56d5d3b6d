// `botlens import-logs` lines per second on a generated one-million-line Combined log, through a running
// server (parse, send, classify, verify, store). If GoAccess is installed, its time on the same file too.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCombinedLog } from '../server/src/modules/imports/bench-data';
import { createBenchWebsite, ROOT, startBotLens, stop } from './lib';

const LINES = Number(process.env.BENCH_LOG_LINES ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'botlens-log-bench-'));
const file = join(dir, 'access.log');
const written = await writeCombinedLog(file, LINES, { seed: 7 });

const botlens = await startBotLens();
const { ingestKey } = await createBenchWebsite(botlens.url);
const started = process.hrtime.bigint();
const summary = await new Promise<Record<string, number>>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli.ts',
      'import-logs',
      '--server',
      botlens.url,
      '--key',
      ingestKey,
      file,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.on('exit', (code) =>
    code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`import-logs exited ${code}: ${output}`)),
  );
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
await stop(botlens.child);

let goaccess: { seconds: number; linesPerSecond: number } | { installed: false } = { installed: false };
if (spawnSync('goaccess', ['--version']).status === 0) {
  const goStarted = process.hrtime.bigint();
  execFileSync('goaccess', [file, '--log-format=COMBINED', '-o', join(dir, 'report.json')], {
    stdio: 'ignore',
  });
  const goSeconds = Number(process.hrtime.bigint() - goStarted) / 1e9;
  goaccess = { seconds: Number(goSeconds.toFixed(2)), linesPerSecond: Math.round(LINES / goSeconds) };
}
rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    benchmark: 'import-logs',
    lines: LINES,
    fileBytes: written.bytes,
    seconds: Number(seconds.toFixed(2)),
    linesPerSecond: Math.round(LINES / seconds),
    summary: {
      lines: summary.lines,
      bots: summary.bots,
      humans: summary.humans,
      malformed: summary.malformed,
      skipped: summary.skipped,
    },
    goaccess,
  }),
);
