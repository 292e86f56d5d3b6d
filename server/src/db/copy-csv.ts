import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isoTime } from '../lib/iso-time';
import type { Transaction } from './client';
import type { PgliteQueryable } from './pglite-worker/pglite-in-worker';

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One CSV line in PostgreSQL's COPY dialect: NULL is an empty unquoted field, every text is quoted (so an
 * empty string, a comma, a newline or a lone `\.` stays data), and quotes inside are doubled. Text must not
 * hold NUL (PostgreSQL text cannot); callers strip it.
 */
export function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ',';
    const value = values[i];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`Cannot copy the number ${value}`);
      line += String(value);
    } else if (typeof value === 'boolean') {
      line += value ? 't' : 'f';
    } else {
      const text = value instanceof Date ? isoTime(value) : value;
      line += `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
    }
  }
  return line;
}

/**
 * `COPY table (columns) FROM …` with CSV lines, inside a Drizzle transaction: PostgreSQL's cheapest way to
 * take many rows, well ahead of INSERT … unnest on PGlite (no array (de)serialisation in WASM) and on a
 * server. Drizzle has no COPY, so this reaches the transaction's own connection: the database thread's
 * (which reads the data from a Blob) or pg's pool client (through pg-copy-streams). Names are ours, never
 * input.
 */
export async function copyCsv(
  tx: Transaction,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  const target = `${table} (${columns.join(', ')})`;
  const data = `${lines.join('\n')}\n`;
  const client = connectionOf(tx);
  if (client instanceof pg.Client) {
    await pipeline(
      Readable.from([data]),
      client.query(copyFrom(`copy ${target} from stdin with (format csv)`)),
    );
    return;
  }
  await client.query(`copy ${target} from '/dev/blob' with (format csv)`, [], { blob: new Blob([data]) });
}

/** The driver connection under a Drizzle transaction (a pg PoolClient, or the database thread's transaction). */
function connectionOf(tx: Transaction): pg.Client | PgliteQueryable {
  const session = (tx as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  if (client instanceof pg.Client) return client;
  if (client && typeof (client as PgliteQueryable).query === 'function') return client as PgliteQueryable;
  throw new Error('copyCsv needs a transaction of the PGlite or node-postgres driver');
}
