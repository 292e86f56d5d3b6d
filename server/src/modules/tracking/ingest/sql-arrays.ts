import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One array parameter per column: a 1000-row insert costs 21 parameters instead of 21,000. */
export function column<T>(values: T[], type: string) {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/** `unnest(…)` of rows as one array parameter per listed field, with its SQL type (dates go as ISO text). */
export function unnestRows<T>(rows: T[], fields: ReadonlyArray<readonly [keyof T, string]>) {
  return sql`unnest(${sql.join(
    fields.map(([key, type]) =>
      column(
        rows.map((row) => {
          const value = row[key];
          return value instanceof Date ? value.toISOString() : value;
        }),
        type,
      ),
    ),
    sql`, `,
  )})`;
}
