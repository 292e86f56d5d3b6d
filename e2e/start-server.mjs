// Starts the built server on a throw-away embedded database for the end-to-end journeys. The database is
// new, so the demo account is seeded; its printed credentials are written where the journeys can read them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'botlens-e2e-'));
const demoFile = process.env.E2E_DEMO_FILE;
if (demoFile) rmSync(demoFile, { force: true });
const child = spawn(process.execPath, ['server/dist/main.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true' },
});
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const match = /Demo account: (\S+) \/ (\S+)/.exec(String(chunk));
  if (match && demoFile) {
    mkdirSync(dirname(demoFile), { recursive: true });
    writeFileSync(demoFile, JSON.stringify({ email: match[1], password: match[2] }));
  }
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
