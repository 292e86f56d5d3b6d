import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { executeRows } from '../../../db/rows';

type KeyPart = { column: string; type: 'int' | 'bigint' | 'timestamptz' };
/** A table walked in the order of (a prefix of) its primary key; names are constants, never input. */
export type KeyedTable = { table: string; key: readonly KeyPart[] };

export const HITS: KeyedTable = {
  table: 'bot_events',
  key: [
    { column: 'website_id', type: 'int' },
    { column: 'occurred_at', type: 'timestamptz' },
    { column: 'id', type: 'bigint' },
  ],
};
export const SESSIONS: KeyedTable = {
  table: 'bot_sessions',
  key: [
    { column: 'website_id', type: 'int' },
    { column: 'started_at', type: 'timestamptz' },
    { column: 'id', type: 'bigint' },
  ],
};
/** Both hourly rollup tables, by (website, hour): a slice holds every row of its last hour. */
export const ROLLUP_HOURS: KeyedTable = {
  table: 'bot_hourly_rollups',
  key: [
    { column: 'website_id', type: 'int' },
    { column: 'hour', type: 'timestamptz' },
  ],
};

/** A slice of a key range: after the cursor (null: from the start) up to and with `end` (null: to the end). */
export type Slice = { after: string[] | null; end: string[] | null };

function keyValues(table: KeyedTable, values: string[]): SQL {
  return sql`(${sql.join(
    table.key.map((part, index) => sql`${values[index]}::${sql.raw(part.type)}`),
    sql`, `,
  )})`;
}

function keyColumns(table: KeyedTable, alias: string): SQL {
  return sql`(${sql.join(
    table.key.map((part) => sql.raw(`${alias}.${part.column}`)),
    sql`, `,
  )})`;
}

/**
 * The next slice of about `size` rows after `after`: its last key is the size-th key after the cursor, read
 * from the primary key's index (as text: a timestamp keeps its microseconds), or null when fewer are left.
 */
export async function nextSlice(
  tx: Transaction,
  table: KeyedTable,
  after: string[] | null,
  size: number,
): Promise<Slice> {
  // Walk the index in order: right after a large import the statistics can claim a table is small, and the
  // planner would then sort all its rows to find one key (see website-purge.queries.ts). No JIT for the
  // step's statements either: compiling them took longer than running them.
  await tx.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
               set_config('jit', 'off', true)`,
  );
  const columns = table.key.map((part) => sql.raw(part.column));
  const [row] = await executeRows<Record<string, string>>(
    tx,
    sql`select ${sql.join(
      table.key.map((part, index) => sql`${sql.raw(part.column)}::text as ${sql.raw(`k${index}`)}`),
      sql`, `,
    )}
      from ${sql.raw(table.table)} t
      ${after ? sql`where ${keyColumns(table, 't')} > ${keyValues(table, after)}` : sql``}
      order by ${sql.join(columns, sql`, `)}
      offset ${Math.max(0, size - 1)} limit 1`,
  );
  await tx.execute(
    sql`select set_config('enable_seqscan', 'on', true), set_config('enable_bitmapscan', 'on', true)`,
  );
  return { after, end: row ? table.key.map((_, index) => String(row[`k${index}`])) : null };
}

/** The rows of `alias` (a table keyed like `table`) inside the slice. */
export function inSlice(table: KeyedTable, alias: string, slice: Slice): SQL {
  const conditions: SQL[] = [];
  if (slice.after) conditions.push(sql`${keyColumns(table, alias)} > ${keyValues(table, slice.after)}`);
  if (slice.end) conditions.push(sql`${keyColumns(table, alias)} <= ${keyValues(table, slice.end)}`);
  conditions.push(...estimableBounds(table, alias, slice));
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * The same slice again as plain column bounds, which change nothing but which the planner can estimate: it
 * reads a row comparison by its first column alone, so a slice of one website looked like all of the
 * website's rows, and a step of 10 million stored hits was planned as a scan of the whole table. The key
 * columns the two ends share are equal; the next one lies between them.
 */
function estimableBounds(table: KeyedTable, alias: string, { after, end }: Slice): SQL[] {
  const column = (index: number) => sql.raw(`${alias}.${table.key[index]?.column}`);
  const value = (values: string[], index: number) =>
    sql`${values[index]}::${sql.raw(table.key[index]?.type ?? 'text')}`;
  if (!after || !end) {
    if (after) return [sql`${column(0)} >= ${value(after, 0)}`];
    if (end) return [sql`${column(0)} <= ${value(end, 0)}`];
    return [];
  }
  const bounds: SQL[] = [];
  for (let index = 0; index < table.key.length; index++) {
    if (after[index] === end[index]) {
      bounds.push(sql`${column(index)} = ${value(after, index)}`);
      continue;
    }
    bounds.push(sql`${column(index)} between ${value(after, index)} and ${value(end, index)}`);
    break;
  }
  return bounds;
}
