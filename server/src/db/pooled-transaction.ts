import type { SQL, TablesRelationalConfig } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { NodePgClient } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The parts of drizzle's session that its transaction() uses; private in its types. */
type SessionInternals = {
  client: NodePgClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};
type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;
type Transaction = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
/** Internal in drizzle's types as well: the words after BEGIN for an isolation level or access mode. */
type ConfigSql = { getTransactionConfigSQL: (config: PgTransactionConfig) => SQL };

/**
 * drizzle-orm's transaction() on a pg pool (0.45; drizzle-orm issues #6241, #6114) sends BEGIN before the
 * try/finally that releases the pooled connection. When BEGIN fails, which is what a connection taken from
 * the pool just as PostgreSQL restarts or drops it does, the connection is never released: the pool counts
 * it as in use for good. Each such failure leaves the pool one connection fewer, until every request waits
 * for one and answers 503, and pool.end() (the app's shutdown) waits for it without end. It also released a
 * connection whose ROLLBACK had failed as if it were healthy, for the next request to inherit.
 *
 * This is drizzle's transaction() with BEGIN inside the try, and a connection destroyed (release with the
 * error) whenever the transaction could not be ended cleanly; the caller gets the transaction's own error,
 * not a failed ROLLBACK's. Remove it once drizzle ships the fix (db/pooled-transaction.int.test.ts).
 */
async function pooledTransaction<T>(
  this: Session,
  transaction: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const { client, dialect, schema, options } = this as unknown as SessionInternals;
  const pooled = client instanceof pg.Pool ? await client.connect() : undefined;
  const session = pooled ? new NodePgSession(pooled, dialect, schema, options) : this;
  const tx = new NodePgTransaction(dialect, session, schema);
  // Set when the connection's state is unknown: it must not serve another request.
  let broken: Error | undefined;
  let began = false;
  try {
    await tx.execute(
      sql`begin${config ? sql` ${(tx as unknown as ConfigSql).getTransactionConfigSQL(config)}` : undefined}`,
    );
    began = true;
    const result = await transaction(tx);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    if (!began) broken = error as Error;
    else {
      await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
    }
    throw error;
  } finally {
    pooled?.release(broken);
  }
}

NodePgSession.prototype.transaction = pooledTransaction as Session['transaction'];
