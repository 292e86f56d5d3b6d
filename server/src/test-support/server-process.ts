import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The real server process, from source through tsx exactly as `npm run dev` runs it. */
const SERVER_ROOT = resolve(import.meta.dirname, '../..');

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    // Only what the test sets (node is started by absolute path): the server must not lean on the caller's
    // environment.
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

export async function waitForServerUrl(started: ServerProcess): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const match = started.output().match(/running at (http:\/\/\S+)/);
    if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${started.output()}`);
}
