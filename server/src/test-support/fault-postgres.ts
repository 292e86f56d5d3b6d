import { count, eq, sum } from 'drizzle-orm';
import pg from 'pg';
import { type App, type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openPostgres, type PostgresPoolOptions } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { botEvents, botHourlyRollups } from '../db/schema';
import { registerAndSignIn } from './accounts';
import { RELAXED_RATE_LIMIT, testConfig } from './test-app';
import { createThrowawayPostgres } from './test-databases';
import { addWebsite, UA } from './websites';

/** The PostgreSQL server of the fault tests, when TEST_DATABASE_URL names one: they need a second connection. */
export const faultServerUrl = loadConfig().testDatabaseUrl;

export type FaultPostgres = {
  app: App;
  /** The app's own pool, with the options the test gave. */
  pooled: DatabaseHandle;
  /** Another pool on the same database, for the test's reads while the app's pool is stuck. */
  direct: DatabaseHandle;
  url: string;
  /** A connection of its own, outside both pools: what holds a lock, or terminates the app's backends. */
  connect: () => Promise<pg.Client>;
  close: () => Promise<void>;
};

/** A throw-away database on `serverUrl`, migrated, and an app on a pool with the given options. */
export async function openFaultPostgres(
  serverUrl: string,
  pool: PostgresPoolOptions,
  deps: Partial<Omit<AppDeps, 'database' | 'config'>> = {},
): Promise<FaultPostgres> {
  const config = testConfig();
  const database = await createThrowawayPostgres(serverUrl);
  const direct = openPostgres(database.url, { max: 2 });
  await migrateDatabase(direct, config.migrationsDir);
  const pooled = openPostgres(database.url, pool);
  const app = await buildApp({ config, database: pooled, authRateLimit: RELAXED_RATE_LIMIT, ...deps });
  const clients: pg.Client[] = [];
  return {
    app,
    pooled,
    direct,
    url: database.url,
    connect: async () => {
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => {});
      await client.connect();
      clients.push(client);
      return client;
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.end().catch(() => {})));
      await app.close();
      await pooled.close();
      await direct.close();
      await database.drop();
    },
  };
}

/** A website's stored bot hits and the page views of its hourly rollups, read through `db`. */
export async function storedCounts(handle: DatabaseHandle, websiteId: number) {
  const [rows] = await handle.db
    .select({ n: count() })
    .from(botEvents)
    .where(eq(botEvents.websiteId, websiteId));
  const [rolled] = await handle.db
    .select({ n: sum(botHourlyRollups.pageViews) })
    .from(botHourlyRollups)
    .where(eq(botHourlyRollups.websiteId, websiteId));
  return { rows: Number(rows?.n ?? 0), rolledUp: Number(rolled?.n ?? 0) };
}

/** A collected event of a fault test: an id of its own, under `path` (both tests send GPTBot from one address). */
export const faultEvent = (path: string, eventId: string, ip: string) => ({
  eventId,
  timestamp: new Date().toISOString(),
  url: `${path}/${eventId}`,
  method: 'GET',
  status: 200,
  userAgent: UA.gptbot,
  ip,
});

/** A signed-in owner's website on the fault app, and the calls both doors' fault tests make. */
export async function faultSite(app: App) {
  const { cookie } = await registerAndSignIn(app);
  const { site, embed } = await addWebsite(app, cookie);
  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const track = (path: string) =>
    app.inject({
      method: 'POST',
      url: '/api/track',
      payload: { trackingId: site.trackingId, event: 'page_view', url: path },
      headers: { 'user-agent': UA.gptbot },
    });
  return { cookie, site, embed, health, track };
}
