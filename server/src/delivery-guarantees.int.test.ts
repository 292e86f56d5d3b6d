import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client';
import {
  accountOnServer,
  type LiveWebsite,
  startServerProcess,
  waitForServerUrl,
} from './test-support/server-process';
import { createThrowawayPostgres } from './test-support/test-databases';
import { UA } from './test-support/websites';

/**
 * What an acknowledgement is worth when the process dies without warning (README, Operations): the real
 * server under load from several clients, SIGKILLed, started again on the same data, and every hit counted.
 * /api/collect answers 200 only once its hits are committed: none of them may be missing. The snippet
 * answers 202 before the write: only hits acknowledged within the last SNIPPET_BOUND_MS before the kill may
 * be missing: the flush interval, 1 s, plus one batch write, or three writes if longer (a write here takes well
 * under half a second). Nothing may be stored twice.
 */
const SNIPPET_BOUND_MS = 2000;
const COLLECT_BOUND_MS = 0;
const LOAD_MS = 3000;
const SNIPPET_CLIENTS = 6;
const COLLECT_CLIENTS = 2;
const COLLECT_BATCH = 20;
// Bounded loops: no client sends more than this, whatever happens to the server.
const MAX_REQUESTS_PER_CLIENT = 20_000;

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Acknowledged = Map<string, number>;

/** One client sending snippet hits one after another, each with its own URL, until told to stop. */
async function snippetClient(
  url: string,
  trackingId: string,
  client: string,
  acknowledged: Acknowledged,
  stopped: () => boolean,
) {
  for (let n = 0; n < MAX_REQUESTS_PER_CLIENT && !stopped(); n++) {
    const page = `https://fault.example/s/${client}/${n}`;
    try {
      const response = await fetch(`${url}/api/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': UA.gptbot },
        body: JSON.stringify({ trackingId, url: page }),
      });
      if (response.status === 202) acknowledged.set(page, Date.now());
      await response.arrayBuffer();
    } catch {
      return; // the server is gone
    }
  }
}

/** One middleware sending batches of events to /api/collect, each event with its own URL. */
async function collectClient(
  url: string,
  ingestKey: string,
  client: string,
  acknowledged: Acknowledged,
  stopped: () => boolean,
) {
  for (let n = 0; n < MAX_REQUESTS_PER_CLIENT && !stopped(); n++) {
    const pages = Array.from(
      { length: COLLECT_BATCH },
      (_, i) => `https://fault.example/c/${client}/${n}/${i}`,
    );
    try {
      const response = await fetch(`${url}/api/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
        body: JSON.stringify({
          events: pages.map((page) => ({
            timestamp: new Date().toISOString(),
            url: page,
            method: 'GET',
            status: 200,
            userAgent: UA.gptbot,
            ip: '203.0.113.10',
          })),
        }),
      });
      if (response.status === 200) for (const page of pages) acknowledged.set(page, Date.now());
      await response.arrayBuffer();
    } catch {
      return;
    }
  }
}

/** Times stored per URL of the website's bot hits. */
async function storedPerUrl(handle: DatabaseHandle, websiteId: number): Promise<Map<string, number>> {
  const result = await handle.db.execute(
    sql`select url, count(*)::int as n from bot_events where website_id = ${websiteId} group by url`,
  );
  const rows = (result as unknown as { rows: Array<{ url: string; n: number }> }).rows;
  return new Map(rows.map((row) => [row.url, Number(row.n)]));
}

/** Acknowledged hits missing after the crash, by how long before the kill they were acknowledged. */
function lostAges(acknowledged: Acknowledged, stored: Map<string, number>, killedAt: number): number[] {
  return [...acknowledged]
    .filter(([page]) => !stored.has(page))
    .map(([, at]) => killedAt - at)
    .sort((a, b) => b - a);
}

const databases: Array<{ name: string; serverUrl?: string }> = [{ name: 'pglite' }];
const testDatabaseUrl = loadConfig().testDatabaseUrl;
if (testDatabaseUrl) databases.push({ name: 'postgres', serverUrl: testDatabaseUrl });

type Server = { url: string; child: ChildProcess; exited: Promise<number | null> };

async function startServer(env: Record<string, string>): Promise<Server & { startMs: number }> {
  const startedAt = Date.now();
  const started = startServerProcess(env);
  children.push(started.child);
  const url = await waitForServerUrl(started);
  return { url, child: started.child, exited: started.exited, startMs: Date.now() - startedAt };
}

/**
 * Load from several clients for LOAD_MS, then SIGKILL. With `collectClients` 0 the snippet's hits are
 * written by the timer alone (the worst case); /api/collect's writes, which start at once, take them sooner.
 */
async function loadThenKill(server: Server, site: LiveWebsite, phase: string, collectClients: number) {
  const snippet: Acknowledged = new Map();
  const collected: Acknowledged = new Map();
  let stop = false;
  const stopped = () => stop;
  const clients = [
    ...Array.from({ length: SNIPPET_CLIENTS }, (_, c) =>
      snippetClient(server.url, site.trackingId, `${phase}-${c}`, snippet, stopped),
    ),
    ...Array.from({ length: collectClients }, (_, c) =>
      collectClient(server.url, site.ingestKey, `${phase}-${c}`, collected, stopped),
    ),
  ];
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  const killedAt = Date.now();
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(clients);
  return { snippet, collected, killedAt };
}

describe.each(databases)('acknowledged hits after a SIGKILL under load ($name)', ({ name, serverUrl }) => {
  it('keeps every collected hit and every snippet hit older than the bound, none twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'botlens-fault-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, RATE_LIMITING: 'disabled' };
    if (serverUrl) {
      const database = await createThrowawayPostgres(serverUrl);
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const first = await startServer(env);
    const site = await (await accountOnServer(first.url, 'fault@example.com')).addWebsite('fault.example');
    // The snippet alone, then the snippet with /api/collect; each killed, then started again on the same data.
    const alone = await loadThenKill(first, site, 'alone', 0);
    const second = await startServer(env);
    const mixed = await loadThenKill(second, site, 'mixed', COLLECT_CLIENTS);
    const third = await startServer(env);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    const handle = serverUrl
      ? openPostgres(env.DATABASE_URL as string)
      : await openPglite(join(dataDir, 'pgdata'));
    let stored: Map<string, number>;
    try {
      stored = await storedPerUrl(handle, site.id);
    } finally {
      await handle.close();
    }
    const figures = (run: typeof alone) => {
      const snippetLost = lostAges(run.snippet, stored, run.killedAt);
      const collectLost = lostAges(run.collected, stored, run.killedAt);
      return {
        snippet: {
          acknowledged: run.snippet.size,
          lost: snippetLost.length,
          oldestLostMs: snippetLost[0] ?? null,
        },
        collect: { acknowledged: run.collected.size, lost: collectLost.length },
        snippetLost,
        collectLost,
      };
    };
    const [aloneFigures, mixedFigures] = [figures(alone), figures(mixed)];
    console.log(
      JSON.stringify({
        database: name,
        startMs: first.startMs,
        restartAfterKillMs: [second.startMs, third.startMs],
        snippetAlone: { ...aloneFigures, snippetLost: undefined, collectLost: undefined },
        mixed: { ...mixedFigures, snippetLost: undefined, collectLost: undefined },
      }),
    );

    expect(alone.snippet.size).toBeGreaterThan(100);
    expect(mixed.collected.size).toBeGreaterThan(COLLECT_BATCH);
    expect([...stored].filter(([, n]) => n > 1)).toEqual([]);
    for (const run of [aloneFigures, mixedFigures]) {
      expect(run.collectLost.filter((age) => age >= COLLECT_BOUND_MS)).toEqual([]);
      expect(run.snippetLost.filter((age) => age >= SNIPPET_BOUND_MS)).toEqual([]);
    }
  }, 150_000);
});
