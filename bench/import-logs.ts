// `botlens import-logs` end to end (read, send, parse, classify, verify, store) on two generated Combined logs
// of BENCH_LOG_LINES lines (default one million each): the normal one (crawlers from their published
// addresses, people, a little garbage) and a spoof-heavy one (every crawler line claims Googlebot or Bingbot
// from a random address neither publishes, so verification must ask reverse DNS address after address).
// Each is imported on a fresh server into the embedded database (the default) and into a throw-away database
// of a PostgreSQL server (BENCH_DATABASE_URL, default the local `test` database; skipped when it does not
// answer), and read by GoAccess in the same run (installed if missing). Issue 27's goals: at least GoAccess's
// lines per second on PostgreSQL and half of it on PGlite, with the server under 300 MB at its peak.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCombinedLog } from '../server/src/test-support/combined-log';
import { ensureGoAccess, type GoAccessRun, timeGoAccess } from './goaccess';
import {
  ceilingPerSecond,
  createBenchWebsite,
  machineBusyMicros,
  microsPer,
  peakMemoryMb,
  processCpuMicros,
  ROOT,
  reapedChildrenCpuMicros,
  startBotLens,
  stop,
  throwawayPostgres,
} from './lib';

const LINES = Number(process.env.BENCH_LOG_LINES ?? 1_000_000);
const GOAL_RATIO = { postgres: 1.0, pglite: 0.5 } as const;
const MEMORY_LIMIT_MB = 300;
type Database = keyof typeof GOAL_RATIO;

const dir = mkdtempSync(join(tmpdir(), 'botlens-log-bench-'));
const LOGS = [
  { log: 'normal', file: join(dir, 'access.log'), spoofedBotShare: 0 },
  { log: 'spoof-heavy', file: join(dir, 'spoofed-access.log'), spoofedBotShare: 1 },
] as const;

/** Runs the CLI against the server until it prints its summary; the key stays out of what is printed. */
function runImport(url: string, ingestKey: string, file: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli.ts', 'import-logs', '--server', url, '--key', ingestKey, file],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    // Progress goes to stderr; only its end is kept, to say why an import failed.
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`import-logs exited ${code}: ${errors.trim()}`));
      try {
        resolve(JSON.parse(output));
      } catch {
        reject(new Error(`import-logs printed no JSON summary: ${output.slice(0, 500)}`));
      }
    });
  });
}

/** One import on a fresh BotLens server, timed from the command's start to its summary. */
async function importInto(
  database: Database,
  env: Record<string, string>,
  file: string,
  goaccess?: GoAccessRun,
) {
  const botlens = await startBotLens(env);
  let serverPeakMemoryMb: number | null = null;
  try {
    const { ingestKey } = await createBenchWebsite(botlens.url);
    // What start-up and migrations left behind, so that the peak below shows what the import added.
    const serverPeakMemoryBeforeImportMb = peakMemoryMb(botlens.child.pid);
    const started = process.hrtime.bigint();
    const busyBefore = machineBusyMicros();
    const serverCpuBefore = processCpuMicros(botlens.child.pid);
    const commandCpuBefore = reapedChildrenCpuMicros();
    const summary = await runImport(botlens.url, ingestKey, file);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const machineCpuMicrosPerLine = microsPer(busyBefore, machineBusyMicros(), LINES);
    const serverCpu = microsPer(serverCpuBefore, processCpuMicros(botlens.child.pid), LINES);
    const commandCpu = microsPer(commandCpuBefore, reapedChildrenCpuMicros(), LINES);
    // The server's lifetime peak, read while it still runs (the PGlite worker is a thread inside it).
    serverPeakMemoryMb = peakMemoryMb(botlens.child.pid);
    const linesPerSecond = Math.round(LINES / seconds);
    const ratioToGoAccess = goaccess ? Number((linesPerSecond / goaccess.linesPerSecond).toFixed(2)) : null;
    return {
      database,
      seconds: Number(seconds.toFixed(2)),
      linesPerSecond,
      // The importer, the server, the database and the kernel together; and the rate these cores would
      // allow at that cost if none of them ever waited for another.
      machineCpuMicrosPerLine,
      ceilingLinesPerSecond: ceilingPerSecond(machineCpuMicrosPerLine),
      // The command and the BotLens server alone (not the PostgreSQL server): the same cost without what
      // other work on a shared machine adds to the figure above.
      cpuMicrosPerLine: {
        command: commandCpu,
        server: serverCpu,
        total: commandCpu === null || serverCpu === null ? null : Number((commandCpu + serverCpu).toFixed(1)),
      },
      serverPeakMemoryBeforeImportMb,
      serverPeakMemoryMb,
      ratioToGoAccess,
      summary: {
        lines: summary.lines,
        bots: summary.bots,
        humans: summary.humans,
        malformed: summary.malformed,
        skipped: summary.skipped,
        expired: summary.expired,
      },
      goals: {
        ratio: {
          atLeast: GOAL_RATIO[database],
          met: ratioToGoAccess === null ? null : ratioToGoAccess >= GOAL_RATIO[database],
        },
        memory: {
          belowMb: MEMORY_LIMIT_MB,
          met: serverPeakMemoryMb === null ? null : serverPeakMemoryMb < MEMORY_LIMIT_MB,
        },
      },
    };
  } finally {
    await stop(botlens.child);
  }
}

/** The log into PGlite, then into a throw-away PostgreSQL database of its own (each on a fresh server). */
async function importEverywhere(file: string, goaccess?: GoAccessRun) {
  process.stderr.write(`bench: import-logs ${file} into PGlite...\n`);
  const imports = [await importInto('pglite', {}, file, goaccess)];
  const postgres = await throwawayPostgres();
  if (postgres) {
    process.stderr.write(`bench: import-logs ${file} into PostgreSQL...\n`);
    try {
      imports.push(await importInto('postgres', { DATABASE_URL: postgres.url }, file, goaccess));
    } finally {
      await postgres.drop();
    }
  }
  return imports;
}

const goaccessAvailability = ensureGoAccess();
const logs = [];
try {
  for (const { log, file, spoofedBotShare } of LOGS) {
    const written = await writeCombinedLog(file, LINES, { seed: 7, spoofedBotShare });
    const goaccess = goaccessAvailability.installed ? timeGoAccess(file, LINES, dir) : undefined;
    logs.push({
      log,
      fileBytes: written.bytes,
      botLines: written.botLines,
      spoofedBotLines: written.spoofedBotLines,
      goaccess: goaccess ?? null,
      imports: await importEverywhere(file, goaccess),
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// A database that did not answer leaves its goal unjudged, not met.
const goals = logs.flatMap((log) => [
  ...log.imports.flatMap((run) => [run.goals.ratio.met, run.goals.memory.met]),
  ...(log.imports.length < Object.keys(GOAL_RATIO).length ? [null] : []),
]);
console.log(
  JSON.stringify({
    benchmark: 'import-logs',
    lines: LINES,
    // The normal log into the embedded database first: it is what `npm start` runs.
    linesPerSecond: logs[0]?.imports[0]?.linesPerSecond,
    goaccess: goaccessAvailability,
    logs,
    // null when a goal could not be judged (no GoAccess, no PostgreSQL, no /proc), else whether all were met.
    goalsMet: goals.includes(null) ? null : goals.every(Boolean),
  }),
);
