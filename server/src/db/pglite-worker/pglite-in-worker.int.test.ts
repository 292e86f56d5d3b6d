import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataError } from '../../lib/pg-errors';
import { PgliteInWorker } from './pglite-in-worker';

describe('PGlite on its own thread', () => {
  let database: PgliteInWorker;
  beforeAll(async () => {
    database = await PgliteInWorker.open({});
    await database.query('create table notes (id int primary key, body text, at timestamptz)');
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers queries with parameters, in object and array row modes', async () => {
    await database.query('insert into notes values ($1, $2, $3)', [1, 'first', '2026-01-02T03:04:05Z']);
    const objects = await database.query<{ id: number; body: string }>('select id, body from notes');
    expect(objects.rows).toEqual([{ id: 1, body: 'first' }]);
    const arrays = await database.query('select id, body from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it('parses with PGlite by default and applies the caller’s parsers on this side', async () => {
    const parsed = await database.query<{ at: Date }>('select at from notes where id = 1');
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const custom = await database.query<{ at: string }>('select at from notes where id = 1', [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => `text:${value}` },
    });
    expect(custom.rows[0]?.at).toBe('text:2026-01-02 03:04:05+00');
  });

  it('passes a value PGlite cannot serialise back as the RangeError it is: a data error, not an outage', async () => {
    const error = await database
      .query('insert into notes values (2, $1, $2)', ['bad date', new Date(Number.NaN)])
      .catch((e) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect(isDataError(error)).toBe(true);
  });

  it('passes PostgreSQL errors back with their code, and goes on working', async () => {
    const error = await database.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505' });
    expect((await database.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction that resolves, with COPY from a blob inside it', async () => {
    const result = await database.transaction(async (tx) => {
      await tx.query("copy notes (id, body) from '/dev/blob' with (format csv)", [], {
        blob: new Blob(['2,"copied, with a comma"\n3,"another"\n']),
      });
      return 'done';
    });
    expect(result).toBe('done');
    const rows = await database.query('select body from notes where id in (2, 3) order by id');
    expect(rows.rows).toEqual([{ body: 'copied, with a comma' }, { body: 'another' }]);
  });

  it('rolls back a transaction whose callback throws, and rethrows its error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into notes values (10, 'not kept')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await database.query('select * from notes where id = 10')).rows).toEqual([]);
  });

  it('rolls back when a statement inside fails', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into notes values (11, 'not kept either')");
        await tx.query("insert into notes values (1, 'duplicate')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await database.query('select * from notes where id = 11')).rows).toEqual([]);
  });

  it('holds other queries back until an open transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.transaction(async (tx) => {
      await tx.query("insert into notes values (20, 'inside')");
      outside = database
        .query<{ n: number }>('select count(*)::int as n from notes where id = 20')
        .then((result) => order.push(`outside saw ${result.rows[0]?.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction ends');
    });
    await outside;
    expect(order).toEqual(['transaction ends', 'outside saw 1']);
  });
});

describe('opening and closing the database thread', () => {
  const folder = mkdtempSync(join(tmpdir(), 'botlens-pglite-thread-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps data in a folder across a close and a reopen', async () => {
    const dataDir = join(folder, 'pgdata');
    const first = await PgliteInWorker.open({ dataDir });
    await first.query('create table kept (value text)');
    await first.query("insert into kept values ('still here')");
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow(/closed/);
    const second = await PgliteInWorker.open({ dataDir });
    expect((await second.query('select value from kept')).rows).toEqual([{ value: 'still here' }]);
    await second.close();
  });

  it('rejects with the reason when the database cannot be opened', async () => {
    const notAFolder = join(folder, 'file');
    writeFileSync(notAFolder, 'not a database');
    await expect(PgliteInWorker.open({ dataDir: notAFolder })).rejects.toThrow(/errno \d+/);
  });
});
