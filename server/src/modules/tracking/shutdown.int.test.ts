import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { botEvents } from '../../db/schema';
import { type ServerProcess, startServerProcess, waitForServerUrl } from '../../test-support/server-process';

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

async function signUpAndAddSite(url: string) {
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'load@example.com',
      password: 'LoadTest123',
      firstName: 'L',
      lastName: 'T',
    }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const site = (await (
    await fetch(`${url}/api/websites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'L', domain: 'load.example' }),
    })
  ).json()) as { id: number; trackingId: string };
  return site;
}

describe('shutdown under load', () => {
  it('stores every hit it accepted before SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-load-'));
    server = startServerProcess({ DATA_DIR: dataDir });
    const url = await waitForServerUrl(server);
    const site = await signUpAndAddSite(url);

    let accepted = 0;
    let stop = false;
    // Four senders in a loop until the server goes away; each 202 is a promise to store that hit.
    const sender = async () => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(`${url}/api/track`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': GPTBOT },
            body: JSON.stringify({ trackingId: site.trackingId, url: `https://load.example/${i}` }),
          });
          if (response.status === 202) accepted++;
        } catch {
          return; // connection refused: the server has stopped listening
        }
      }
    };
    const senders = Promise.all([sender(), sender(), sender(), sender()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    stop = true;
    expect(exitCode, server.output()).toBe(0);
    await senders;
    expect(accepted).toBeGreaterThan(50);

    const handle = await openPglite(join(dataDir, 'pgdata'));
    try {
      const [stored] = await handle.db.select({ n: count() }).from(botEvents);
      expect(Number(stored?.n)).toBe(accepted);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
