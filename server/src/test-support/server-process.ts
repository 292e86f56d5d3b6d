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

/** A website added over HTTP to a server process: its id, its tracking id and its ingest key. */
export type LiveWebsite = { id: number; trackingId: string; ingestKey: string };

/**
 * Registers an account on a running server process, over HTTP as a browser would, and returns a function
 * that adds a website to it.
 */
export async function accountOnServer(
  url: string,
  email: string,
): Promise<{ addWebsite: (domain: string) => Promise<LiveWebsite> }> {
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Kestrel-Lamp-47', firstName: 'Test', lastName: 'Owner' }),
  });
  if (register.status !== 201) throw new Error(`registration answered ${register.status}`);
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return {
    addWebsite: async (domain) => {
      const created = await fetch(`${url}/api/websites`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name: domain, domain }),
      });
      if (created.status !== 201) throw new Error(`adding ${domain} answered ${created.status}`);
      const { id, trackingId } = (await created.json()) as { id: number; trackingId: string };
      const embed = await fetch(`${url}/api/websites/${id}/embed-code`, { headers: { cookie } });
      return { id, trackingId, ingestKey: ((await embed.json()) as { ingestKey: string }).ingestKey };
    },
  };
}
