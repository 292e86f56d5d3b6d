// GoAccess, the yardstick of the import-logs benchmark: installed if missing, then timed on a file.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { machineBusyMicros, microsPer, reapedChildrenCpuMicros } from './lib';

export type GoAccessAvailability =
  | { installed: true; version: string }
  | { installed: false; reason: string };

export type GoAccessRun = {
  seconds: number;
  linesPerSecond: number;
  machineCpuMicrosPerLine: number | null;
  /** GoAccess's own CPU, without what else runs on the machine. */
  cpuMicrosPerLine: number | null;
};

function goaccessVersion(): string | null {
  const run = spawnSync('goaccess', ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? (run.stdout.split('\n')[0]?.trim() ?? '') : null;
}

/** The last lines of a failed command's output: enough to say why, without pages of apt progress. */
function tail(text: string | null | undefined): string {
  return (text ?? '').trim().split('\n').slice(-3).join(' ').slice(-400);
}

/**
 * GoAccess on this machine, installed from the distribution's packages when missing (the benchmark's
 * goal is a ratio to it, so a run without it says why rather than failing). The package lists are
 * refreshed only when the first attempt fails, since a container's lists are often empty.
 */
export function ensureGoAccess(): GoAccessAvailability {
  const present = goaccessVersion();
  if (present !== null) return { installed: true, version: present };
  process.stderr.write('bench: GoAccess is missing; apt-get install -y goaccess...\n');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', 'goaccess'], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  let attempt = install();
  if (attempt.status !== 0 && !attempt.error) {
    spawnSync('apt-get', ['update'], { encoding: 'utf8' });
    attempt = install();
  }
  const installed = goaccessVersion();
  if (installed !== null) return { installed: true, version: installed };
  const reason = attempt.error
    ? `apt-get could not run: ${attempt.error.message}`
    : `apt-get install -y goaccess exited ${attempt.status}: ${tail(attempt.stderr) || tail(attempt.stdout)}`;
  return { installed: false, reason };
}

/** GoAccess reading the whole file into its JSON report, timed like an import: wall clock and machine CPU. */
export function timeGoAccess(file: string, lines: number, reportDir: string): GoAccessRun {
  const started = process.hrtime.bigint();
  const busyBefore = machineBusyMicros();
  const ownBefore = reapedChildrenCpuMicros();
  execFileSync('goaccess', [file, '--log-format=COMBINED', '-o', join(reportDir, 'report.json')], {
    stdio: 'ignore',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    seconds: Number(seconds.toFixed(2)),
    linesPerSecond: Math.round(lines / seconds),
    machineCpuMicrosPerLine: microsPer(busyBefore, machineBusyMicros(), lines),
    cpuMicrosPerLine: microsPer(ownBefore, reapedChildrenCpuMicros(), lines),
  };
}
