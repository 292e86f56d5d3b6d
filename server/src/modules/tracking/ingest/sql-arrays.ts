import { sql } from 'drizzle-orm';
import { isoTime } from '../../../lib/iso-time';

export type { Transaction } from '../../../db/client';

type ArrayValue = string | number | boolean | Date | null | undefined;

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`), written here once instead of element by element by the
 * driver (pg's escapeElement and PGlite's serialiser were a visible share of the cost of a batch). Every
 * element is quoted; backslashes and quotes inside are escaped, as the array input syntax requires.
 */
export function arrayLiteral(values: readonly ArrayValue[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    const value = values[i];
    if (value === null || value === undefined) {
      literal += 'NULL';
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      if (typeof value === 'number' && !Number.isFinite(value))
        throw new RangeError(`Not a SQL number: ${value}`);
      literal += String(value);
    } else if (value instanceof Date) {
      // An ISO instant holds neither a quote nor a backslash.
      literal += `"${isoTime(value)}"`;
    } else {
      literal += `"${/[\\"]/.test(value) ? value.replace(/[\\"]/g, '\\$&') : value}"`;
    }
  }
  return `${literal}}`;
}

/** One array parameter per column: a 1000-row insert costs 21 parameters instead of 21,000. */
export function column(values: readonly ArrayValue[], type: string) {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/** `unnest(…)` of rows as one array parameter per listed field, with its SQL type. */
export function unnestRows<T>(rows: readonly T[], fields: ReadonlyArray<readonly [keyof T, string]>) {
  return sql`unnest(${sql.join(
    fields.map(([key, type]) =>
      column(
        rows.map((row) => row[key] as ArrayValue),
        type,
      ),
    ),
    sql`, `,
  )})`;
}
