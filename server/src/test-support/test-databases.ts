import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export type TestDatabase = { name: 'pglite' | 'postgres'; open: () => Promise<DatabaseHandle> };

const config = loadConfig();

/**
 * The databases every integration test runs on: an in-memory PGlite always, and a PostgreSQL server when
 * TEST_DATABASE_URL is set. Each open() yields a fresh, migrated database that close() throws away.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'pglite', open: openMigratedPglite }];
  const serverUrl = config.testDatabaseUrl;
  if (serverUrl) databases.push({ name: 'postgres', open: () => openThrowawayPostgres(serverUrl) });
  return databases;
}

async function openMigratedPglite(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await migrateDatabase(handle, config.migrationsDir);
  return handle;
}

/** A new empty database on the PostgreSQL server, and how to drop it. */
export async function createThrowawayPostgres(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `botlens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

async function openThrowawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const database = await createThrowawayPostgres(serverUrl);
  const handle = openPostgres(database.url, { max: 4 });
  await migrateDatabase(handle, config.migrationsDir);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
