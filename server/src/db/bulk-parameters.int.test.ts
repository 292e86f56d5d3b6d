import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from '../modules/tracking/ingest/sql-arrays';
import { testDatabases } from '../test-support/test-databases';
import type { DatabaseHandle } from './client';
import { copyCsv, csvLine } from './copy-csv';

// What hostile pages and logs put in URLs, titles and user agents: every character the two bulk formats
// (COPY CSV and array literals) treat specially must come back exactly as it went in.
const HOSTILE = [
  '',
  'plain',
  'comma, and "quotes"',
  'back\\slash \\N \\.',
  '\\.',
  'NULL',
  'line\nfeed and\r\ncarriage return',
  '{braces},[brackets]',
  '<script>alert(1)</script>',
  'ünïcødé 漢字 🤖',
  "it's",
  ' leading and trailing spaces ',
];

for (const database of testDatabases()) {
  describe(`bulk parameters round-trip [${database.name}]`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
      await handle.db.execute(sql`create table bulk_probe (n int, t text, at timestamptz, b boolean)`);
    });
    afterAll(() => handle.close());

    it('copies CSV lines in a transaction, text and NULLs intact', async () => {
      const at = new Date('2026-03-04T05:06:07.890Z');
      await handle.db.transaction((tx) =>
        copyCsv(
          tx,
          'bulk_probe',
          ['n', 't', 'at', 'b'],
          [...HOSTILE.map((text, n) => csvLine([n, text, at, n % 2 === 0])), csvLine([99, null, null, null])],
        ),
      );
      const rows = (await handle.db.execute(
        sql`select n, t, at, b from bulk_probe order by n`,
      )) as unknown as {
        rows: Array<{ n: number; t: string | null; at: string | Date | null; b: boolean | null }>;
      };
      expect(rows.rows.map((r) => r.t)).toEqual([...HOSTILE, null]);
      expect(new Date(rows.rows[0]?.at as string).toISOString()).toBe(at.toISOString());
      expect(rows.rows.at(-1)).toMatchObject({ n: 99, t: null, at: null, b: null });
    });

    it('reads array literals back element for element', async () => {
      const result = (await handle.db.execute(
        sql`select unnest(${arrayLiteral([...HOSTILE, null])}::text[]) as t`,
      )) as unknown as { rows: Array<{ t: string | null }> };
      expect(result.rows.map((r) => r.t)).toEqual([...HOSTILE, null]);
      const numbers = (await handle.db.execute(
        sql`select unnest(${arrayLiteral([1, null, -3])}::int[]) as n`,
      )) as unknown as { rows: Array<{ n: number | null }> };
      expect(numbers.rows.map((r) => r.n)).toEqual([1, null, -3]);
    });
  });
}
