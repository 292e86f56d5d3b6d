import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sum } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { botEvents, botHourlyRollups } from '../../db/schema';
import { DISK_FULL, refuseHits, stopRefusingHits } from '../../test-support/refusing-database';
import { type ServerProcess, startServerProcess, waitForServerUrl } from '../../test-support/server-process';
import { createThrowawayPostgres } from '../../test-support/test-databases';

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

/** Stops the server the way an operator does, and says how long it took. */
async function stopServer(started: ServerProcess): Promise<{ exitCode: number | null; ms: number }> {
  const begun = Date.now();
  started.child.kill('SIGTERM');
  const exitCode = await started.exited;
  return { exitCode, ms: Date.now() - begun };
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

/** The server's database, opened beside it: PGlite only while the server is stopped (it holds the files). */
type DatabaseUnderTest = {
  env: Record<string, string>;
  withDatabase: <T>(body: (db: Database) => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
};

async function embeddedDatabase(dataDir: string): Promise<DatabaseUnderTest> {
  return {
    env: {},
    withDatabase: async (body) => {
      const handle = await openPglite(join(dataDir, 'pgdata'));
      try {
        return await body(handle.db);
      } finally {
        await handle.close();
      }
    },
    drop: async () => {},
  };
}

async function serverDatabase(serverUrl: string): Promise<DatabaseUnderTest> {
  const database = await createThrowawayPostgres(serverUrl);
  return {
    env: { DATABASE_URL: database.url },
    withDatabase: async (body) => {
      const handle = openPostgres(database.url, { max: 1 });
      try {
        return await body(handle.db);
      } finally {
        await handle.close();
      }
    },
    drop: database.drop,
  };
}

const serverUrl = loadConfig().testDatabaseUrl;
const databases: Array<{ name: string; open: (dataDir: string) => Promise<DatabaseUnderTest> }> = [
  { name: 'pglite', open: embeddedDatabase },
  ...(serverUrl ? [{ name: 'postgres', open: () => serverDatabase(serverUrl) }] : []),
];

describe('shutdown while the database refuses writes', () => {
  for (const { name, open } of databases) {
    it(`saves the hits it accepted to the spool and writes them, once, at the next start [${name}]`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'botlens-spool-'));
      const database = await open(dataDir);
      try {
        const env = { DATA_DIR: dataDir, ...database.env };
        server = startServerProcess(env);
        const site = await signUpAndAddSite(await waitForServerUrl(server));
        await stopServer(server);
        await database.withDatabase((db) => refuseHits(db, DISK_FULL));

        server = startServerProcess(env);
        const url = await waitForServerUrl(server);
        const sent = 20;
        for (let i = 0; i < sent; i++) {
          const response = await fetch(`${url}/api/track`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': GPTBOT },
            body: JSON.stringify({ trackingId: site.trackingId, url: `https://load.example/${i}` }),
          });
          expect(response.status).toBe(202);
        }
        // The writer has met the full disk, and keeps retrying: without the spool, the forced exit lost these.
        await vi.waitFor(() => expect(server?.output()).toContain('event batch write failed; retrying'), {
          timeout: 10_000,
        });
        const stopped = await stopServer(server);
        expect(stopped.exitCode, server.output()).toBe(0);
        expect(stopped.ms).toBeLessThan(15_000);
        expect(server.output()).toContain('saved for the next start');
        const spoolDir = join(dataDir, 'spool');
        expect(readdirSync(spoolDir)).toHaveLength(1);
        await database.withDatabase(async (db) => {
          await stopRefusingHits(db);
          expect(await storedHits(db)).toEqual({ rows: 0, counted: 0 });
        });

        server = startServerProcess(env);
        await waitForServerUrl(server);
        await vi.waitFor(() => expect(readdirSync(spoolDir)).toEqual([]), { timeout: 20_000, interval: 100 });
        expect((await stopServer(server)).exitCode).toBe(0);
        expect(await database.withDatabase(storedHits)).toEqual({ rows: sent, counted: sent });
      } finally {
        if (server?.child.exitCode === null) await stopServer(server);
        await database.drop();
      }
    }, 90_000);
  }
});

async function storedHits(db: Database): Promise<{ rows: number; counted: number }> {
  const [rows] = await db.select({ n: count() }).from(botEvents);
  const [counted] = await db.select({ n: sum(botHourlyRollups.pageViews) }).from(botHourlyRollups);
  return { rows: Number(rows?.n), counted: Number(counted?.n ?? 0) };
}
