import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteInWorker } from './pglite-worker/pglite-in-worker';
// Replaces drizzle's transaction() on a pool with one that always gives its connection back (see there).
import './pooled-transaction';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

export class DatabaseOpenError extends Error {}

/** Lifts STATEMENT_TIMEOUT_MS for the rest of this transaction: for work that may rightly take minutes. */
export async function withoutStatementTimeout(tx: Transaction): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
}

/**
 * How long one statement may run on a PostgreSQL server. Without a limit, a table locked by another session
 * (a migration, a manual `LOCK`, a long `VACUUM FULL`) held every request that touched it, and their pooled
 * connections with them, until the whole app hung: with one, the request answers 503 (see
 * plugins/error-handler.ts) and the ingest writer retries its batch. Work that may rightly take longer (the
 * page windows' rebuild, retention, migrations) lifts it for its own transaction (withoutStatementTimeout).
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * How long a request waits for a pooled connection. Without a limit, once slow statements held all of them,
 * every further request (and the ingest writer) waited without end; with one it answers 503 instead.
 */
export const POOL_WAIT_MS = 10_000;

export type PostgresPoolOptions = {
  max?: number;
  /** 0: no limit (migrations). */
  statementTimeoutMs?: number;
  poolWaitMs?: number;
};

/** A PostgreSQL server: a small pool, so a burst of requests queues instead of exhausting connections. */
export function openPostgres(connectionString: string, options: PostgresPoolOptions = {}): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
    // Sent when each connection starts, so it holds for every statement on it (pg leaves 0 out: no limit).
    statement_timeout: statementTimeout,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may one in use: pg emits 'error' on the client as well as failing its query, and the pool listens
  // only while the client is idle. A server restart or a network cut in mid-transaction would otherwise
  // end the process, and every hit in its queue with it; the query's own error is what the caller handles.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Embedded PostgreSQL (PGlite), run on a thread of its own so that its WASM work does not hold up HTTP
 * requests (pglite-worker/). `dataDir` undefined means in memory (tests). A folder that exists but is
 * not a complete database is refused rather than initialised over, so a broken data directory can never be
 * silently replaced by an empty one.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) {
    if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
      throw new DatabaseOpenError(
        `${dataDir} is a file, not a folder; the embedded database needs a folder.`,
      );
    }
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !existsSync(join(dataDir, 'PG_VERSION'))) {
      throw new DatabaseOpenError(
        `${dataDir} is not empty but holds no complete database (PG_VERSION is missing). ` +
          'Move it aside or restore it from a backup; BotLens will not initialise a new database over it.',
      );
    }
    mkdirSync(dataDir, { recursive: true });
  }
  let client: PgliteInWorker;
  try {
    client = await PgliteInWorker.open({ dataDir });
  } catch (error) {
    throw new DatabaseOpenError(
      `The embedded database in ${dataDir ?? 'memory'} could not be opened (${(error as Error).message}). ` +
        'If a BotLens process was killed while writing, restore the data directory from a backup, or ' +
        'start with DATABASE_URL pointing to a PostgreSQL server.',
    );
  }
  // Drizzle's PGlite session calls only query() and transaction(), which the thread's client provides.
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
