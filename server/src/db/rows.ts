import type { SQL } from 'drizzle-orm';

/**
 * The rows of a raw `execute` result. Drizzle types that result by driver (node-postgres or PGlite); both
 * hold the rows in `rows`, as plain objects keyed by column name, which the caller names with `T`.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw query on a database or a transaction and returns its rows. */
export async function executeRows<T>(
  db: { execute: (query: SQL) => PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
