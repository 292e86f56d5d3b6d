import type { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../../config';
import { openConfiguredDatabase } from '../../../db/open-configured-database';
import { createLogger } from '../../../lib/logger';
import { systemCtx } from '../../context';
import type { ReclassificationRow } from './reclassification-runs.queries';
import { progressOf, stepsOf } from './reclassification-state';
import { reclassifyVerb } from './reclassify';

const USAGE = `Usage: botlens reclassify [--force]

Brings stored bot hits, sessions, hourly rollups and page windows to the bot registry of this version:
each distinct user agent is classified once, then stored rows are renamed by user agent, a slice at a time,
each slice in one transaction. The server does this by itself after an upgrade; this command does it now.

It runs on the database the environment names: DATABASE_URL (the server may keep running), or the
embedded database in DATA_DIR (stop the server first). Ctrl-C stops it after the current slice; the next
run, or the server, goes on from there.

Options:
  --force      run even when stored history already matches the registry
  -h, --help   show this help
`;

type Output = { stdout: Writable; stderr: Writable };
const PROGRESS_EVERY_MS = 1000;

/**
 * `botlens reclassify`: stdout carries only the final JSON summary; progress and errors go to stderr.
 * Exit 0 when history matches the registry, 1 when the run stopped before the end, 2 on bad usage.
 */
export async function runReclassifyCommand(
  args: string[],
  env?: NodeJS.ProcessEnv,
  { stdout, stderr }: Output = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    stderr.write(USAGE);
    return 0;
  }
  const unknown = args.find((arg) => arg !== '--force');
  if (unknown !== undefined) {
    stderr.write(`botlens reclassify: unexpected argument ${JSON.stringify(unknown)}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  const stopping = new AbortController();
  const stop = () => {
    stderr.write('stopping after the current slice...\n');
    stopping.abort();
  };
  process.once('SIGINT', stop);
  let lastReport = 0;
  const report = (run: ReclassificationRow) => {
    if (Date.now() - lastReport < PROGRESS_EVERY_MS && run.phase !== 'finished') return;
    lastReport = Date.now();
    const percent = (progressOf(stepsOf(run), run.phase) * 100).toFixed(1);
    stderr.write(`${run.phase}: ${percent}% (${run.hitsChanged} hits renamed so far)\n`);
  };
  try {
    const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, pino.destination(2));
    const ctx = systemCtx({ db: database.db, config, log });
    const started = Date.now();
    const outcome = await reclassifyVerb({ afterStep: report })({
      ctx,
      input: { trigger: 'command', force: args.includes('--force'), signal: stopping.signal },
    });
    const run = outcome.run;
    stdout.write(
      `${JSON.stringify({
        status: outcome.status,
        run: run?.id ?? null,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        userAgents: run?.userAgents ?? 0,
        hits: run?.hitsTotal ?? 0,
        hitsChanged: run?.hitsChanged ?? 0,
        sessionsChanged: run?.sessionsChanged ?? 0,
        rollupsChanged: run?.rollupsChanged ?? 0,
      })}\n`,
    );
    return outcome.status === 'finished' || outcome.status === 'up-to-date' ? 0 : 1;
  } finally {
    process.off('SIGINT', stop);
    await database.close();
  }
}

export const reclassifyCommand = {
  summary: 'Reclassify stored bot hits and rollups to this version’s bot registry now',
  run: (args: string[]) => runReclassifyCommand(args),
};
