// `botlens import-logs` lines per second on a generated one-million-line Combined log, through a running
// server (parse, send, classify, verify, store), on the embedded database (the default) and on a PostgreSQL
// server (BENCH_DATABASE_URL, default the local server's `test` database; skipped when it does not answer).
// If GoAccess is installed, its time on the same file too. Each import also reports what a line cost the whole
// machine, and so the most lines per second these cores could take at that cost.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCombinedLog } from '../server/src/test-support/combined-log';
import {
  ceilingPerSecond,
  createBenchWebsite,
  machineBusyMicros,
  microsPer,
  ROOT,
  startBotLens,
  stop,
  throwawayPostgres,
} from './lib';

const LINES = Number(process.env.BENCH_LOG_LINES ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'botlens-log-bench-'));
const file = join(dir, 'access.log');
const written = await writeCombinedLog(file, LINES, { seed: 7 });

/** Runs the import command against a fresh BotLens server and times it, from start to summary. */
async function importInto(database: 'pglite' | 'postgres', env: Record<string, string>) {
  const botlens = await startBotLens(env);
  try {
    const { ingestKey } = await createBenchWebsite(botlens.url);
    const started = process.hrtime.bigint();
    const busyBefore = machineBusyMicros();
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
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] },
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
    const machineCpuMicrosPerLine = microsPer(busyBefore, machineBusyMicros(), LINES);
    return {
      database,
      seconds: Number(seconds.toFixed(2)),
      linesPerSecond: Math.round(LINES / seconds),
      // The importer, the server, the database and the kernel together; and the rate these cores would
      // allow at that cost if none of them ever waited for another.
      machineCpuMicrosPerLine,
      ceilingLinesPerSecond: ceilingPerSecond(machineCpuMicrosPerLine),
      summary: {
        lines: summary.lines,
        bots: summary.bots,
        humans: summary.humans,
        malformed: summary.malformed,
        skipped: summary.skipped,
      },
    };
  } finally {
    await stop(botlens.child);
  }
}

const results = [await importInto('pglite', {})];
const postgres = await throwawayPostgres();
if (postgres) {
  try {
    results.push(await importInto('postgres', { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.drop();
  }
}

let goaccess:
  | { seconds: number; linesPerSecond: number; machineCpuMicrosPerLine: number | null }
  | { installed: false } = { installed: false };
if (spawnSync('goaccess', ['--version']).status === 0) {
  const goStarted = process.hrtime.bigint();
  const busyBefore = machineBusyMicros();
  execFileSync('goaccess', [file, '--log-format=COMBINED', '-o', join(dir, 'report.json')], {
    stdio: 'ignore',
  });
  const goSeconds = Number(process.hrtime.bigint() - goStarted) / 1e9;
  goaccess = {
    seconds: Number(goSeconds.toFixed(2)),
    linesPerSecond: Math.round(LINES / goSeconds),
    machineCpuMicrosPerLine: microsPer(busyBefore, machineBusyMicros(), LINES),
  };
}
rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    benchmark: 'import-logs',
    lines: LINES,
    fileBytes: written.bytes,
    // The embedded database first: it is what `npm start` runs.
    linesPerSecond: results[0]?.linesPerSecond,
    results,
    goaccess,
  }),
);
