import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../server/src/db/client';

export const ROOT = new URL('..', import.meta.url).pathname;

/** Starts the built BotLens server on a fresh embedded database and resolves with its URL. */
export async function startBotLens(
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'botlens-bench-'));
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      // The generated log is dated 2025, so that its figures do not depend on the day they are taken; hits
      // older than the retention period would not be stored at all.
      RETENTION_DAYS: '3650',
      // One address sends every request: the flood limits would answer most of them 429. What the limiter
      // costs when on is bench/rate-limit.ts.
      RATE_LIMITING: 'disabled',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A million-line import leaves a quarter of a gigabyte of database behind; nothing reads it afterwards.
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { url: await waitForLine(child, /running at (http:\/\/\S+)/), child };
}

export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`process exited (${code}) before it was ready: ${output}`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs up a bench user and adds a website; returns its ids, its ingest key and the owner's session cookie. */
export async function createBenchWebsite(
  url: string,
): Promise<{ websiteId: number; trackingId: string; ingestKey: string; cookie: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'BenchPass123', firstName: 'Bench', lastName: 'Mark' }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const site = (await (
    await fetch(`${url}/api/websites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Bench', domain: 'bench.example.com' }),
    })
  ).json()) as { id: number; trackingId: string };
  const embed = (await (
    await fetch(`${url}/api/websites/${site.id}/embed-code`, { headers: { cookie } })
  ).json()) as { ingestKey: string };
  return { websiteId: site.id, trackingId: site.trackingId, ingestKey: embed.ingestKey, cookie };
}

/** The sample at quantile q (0..1) of the sorted samples: q=0.5 is the median (the upper one of an even count). */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * A fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default: the local server's `test`
 * database), dropped again by drop(); null when no server answers, so a benchmark can skip that database.
 */
export async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `botlens_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * CPU time the whole machine has spent busy so far (every core, every process, the kernel included), in
 * microseconds, from Linux /proc/stat; null elsewhere. The load generator, the server and the database share
 * this machine's cores, so what a stored hit costs all of them together bounds the rate any design reaches.
 */
export function machineBusyMicros(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    if (!fields || fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return null;
    // user nice system idle iowait irq softirq steal …: the work done here, without idle, iowait (nothing
    // ran) and steal (the hypervisor ran someone else).
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
    return (user + nice + system + irq + softirq) * MICROS_PER_CLOCK_TICK;
  } catch {
    return null;
  }
}

// The unit of /proc/stat and /proc/<pid>/stat: 100 per second on every Linux architecture Node runs on
// (sysconf(_SC_CLK_TCK)).
const USER_HZ = 100;
export const MICROS_PER_CLOCK_TICK = 1_000_000 / USER_HZ;

/** CPU microseconds per unit between two readings (one decimal); null when either reading is missing. */
export function microsPer(before: number | null, after: number | null, units: number): number | null {
  return before === null || after === null || units === 0
    ? null
    : Number(((after - before) / units).toFixed(1));
}

/**
 * The most of something per second these cores could do at `micros` of machine CPU each, if nothing ever
 * waited: the ceiling no scheduling, threading or batching can lift without making each one cheaper.
 */
export function ceilingPerSecond(micros: number | null): number | null {
  return micros === null || micros <= 0 ? null : Math.round((cpus().length * 1_000_000) / micros);
}

/** p50 and p95 of `runs` timed calls (in ms, one decimal), after one untimed call to warm up. */
export async function timeRuns(runs: number, run: () => unknown): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  await run();
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const at = (q: number) => Number(quantile(samples, q).toFixed(1));
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Runs `measure` on a fresh embedded database, then on a throw-away database of the PostgreSQL server (when
 * one answers), closing and removing each, and returns what each run returned.
 */
export async function onEachDatabase<T>(
  prefix: string,
  measure: (name: 'pglite' | 'postgres', handle: DatabaseHandle) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const pglite = await openPglite(join(dataDir, 'pgdata'));
  try {
    results.push(await measure('pglite', pglite));
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const server = await throwawayPostgres();
  if (server) {
    const postgres = openPostgres(server.url);
    try {
      results.push(await measure('postgres', postgres));
    } finally {
      await postgres.close();
      await server.drop();
    }
  }
  return results;
}

/**
 * A process's peak resident memory so far (VmHWM of /proc/<pid>/status), in MB; null when it cannot be read
 * (not Linux, or the process is gone). Threads share the figure, so it covers a worker thread's memory too.
 */
export function peakMemoryMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user and system, every thread) of one process so far, in microseconds, from /proc/<pid>/stat;
 * null elsewhere. Unlike machineBusyMicros it leaves out whatever else shares the machine.
 */
export function processCpuMicros(pid: number | undefined): number | null {
  return pid === undefined ? null : statTicks(`/proc/${pid}/stat`, 11, 12);
}

/** CPU time of this process's children that have exited and been reaped (spawned commands), in µs. */
export function reapedChildrenCpuMicros(): number | null {
  return statTicks('/proc/self/stat', 13, 14);
}

/** Two fields of a stat file summed, counting from the state (field 3); the name before it may hold spaces. */
function statTicks(path: string, first: number, second: number): number | null {
  try {
    const text = readFileSync(path, 'utf8');
    const fields = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ticks = (fields[first] ?? Number.NaN) + (fields[second] ?? Number.NaN);
    return Number.isFinite(ticks) ? ticks * MICROS_PER_CLOCK_TICK : null;
  } catch {
    return null;
  }
}
