import { connect, createServer, type Server, type Socket } from 'node:net';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { botEvents, botHourlyRollups } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { RELAXED_RATE_LIMIT, testConfig } from '../../test-support/test-app';
import { createThrowawayPostgres } from '../../test-support/test-databases';
import { addWebsite } from '../../test-support/websites';
import type { IncomingHit } from './ingest/hit';

// PostgreSQL's answer to a COMMIT that went through: CommandComplete ('C', length 11, "COMMIT\0").
const COMMIT_COMPLETE = Buffer.concat([Buffer.from([0x43, 0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

/**
 * A TCP proxy in front of PostgreSQL that, once armed, cuts the connection carrying the next COMMIT's answer
 * instead of passing it on: the transaction is committed, and the client never hears it.
 */
async function commitCuttingProxy(target: URL) {
  let armed = false;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(COMMIT_COMPLETE)) {
        armed = false;
        cuts++;
        client.destroy();
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    arm: () => {
      armed = true;
    },
    cuts: () => cuts,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const serverUrl = loadConfig().testDatabaseUrl;
// Only a PostgreSQL server has a connection to lose between its COMMIT and the answer.
for (const url of serverUrl ? [serverUrl] : []) {
  describe('a COMMIT whose answer is lost [postgres]', () => {
    let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
    let direct: DatabaseHandle;
    let proxy: Awaited<ReturnType<typeof commitCuttingProxy>>;
    let proxied: DatabaseHandle;
    let app: App;
    beforeAll(async () => {
      const config = testConfig();
      database = await createThrowawayPostgres(url);
      direct = openPostgres(database.url, { max: 2 });
      await migrateDatabase(direct, config.migrationsDir);
      proxy = await commitCuttingProxy(new URL(database.url));
      proxied = openPostgres(proxy.url, { max: 4 });
      app = await buildApp({ config, database: proxied, authRateLimit: RELAXED_RATE_LIMIT });
    });
    afterAll(async () => {
      await app?.close();
      await proxied?.close();
      await proxy?.close();
      await direct?.close();
      await database?.drop();
    });

    it('does not store the batch a second time when it is retried', async () => {
      const { cookie } = await registerAndSignIn(app);
      const { site } = await addWebsite(app, cookie);
      // Snippet page views carry no event id: without the batch's ledger row, the retry stores them again.
      const hits: IncomingHit[] = ['/one', '/two', '/three'].map((path) => ({
        websiteId: site.id,
        occurredAt: new Date(),
        source: 'snippet',
        event: 'page_view',
        url: `https://commit.example${path}`,
        userAgent:
          'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
        ip: '203.0.113.7',
      }));

      proxy.arm();
      const summary = await app.ingestQueue.enqueue(hits, { urgent: true });

      expect(proxy.cuts()).toBe(1);
      expect(summary).toMatchObject({ received: 3, stored: 3, duplicates: 0, failed: 0 });
      const [rows] = await direct.db
        .select({ n: count() })
        .from(botEvents)
        .where(eq(botEvents.websiteId, site.id));
      const [counted] = await direct.db
        .select({ n: sum(botHourlyRollups.pageViews) })
        .from(botHourlyRollups)
        .where(eq(botHourlyRollups.websiteId, site.id));
      expect({ rows: Number(rows?.n), counted: Number(counted?.n) }).toEqual({ rows: 3, counted: 3 });
    });
  });
}
