import { describe, expect, it } from 'vitest';
import { isDataError } from '../../lib/pg-errors';
import { deserializeError, serializeError } from './protocol';

describe('errors across the database thread', () => {
  it('keeps the name, the message and PostgreSQL fields such as the code', () => {
    const original = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'x',
      position: 12,
    });
    original.name = 'DatabaseError';
    const copy = deserializeError(serializeError(original));
    expect(copy).toBeInstanceOf(Error);
    expect(copy.name).toBe('DatabaseError');
    expect(copy.message).toBe(original.message);
    expect(copy).toMatchObject({ code: '23505', constraint: 'x', position: 12 });
  });

  it('leaves behind what cannot or should not cross (the query text, objects)', () => {
    const original = Object.assign(new Error('boom'), { query: 'select secret', nested: { a: 1 } });
    const { fields } = serializeError(original);
    expect(fields).toEqual({});
  });

  it('names a file-system error PGlite throws as a plain object (Emscripten ErrnoError)', () => {
    const copy = deserializeError(serializeError({ name: 'ErrnoError', errno: 54 }));
    expect(copy.name).toBe('ErrnoError');
    expect(copy.message).toBe('ErrnoError (errno 54)');
    expect(copy).toMatchObject({ errno: 54 });
  });

  it('rebuilds a RangeError as one: a value that cannot become SQL is a data error', () => {
    const copy = deserializeError(serializeError(new RangeError('Invalid time value')));
    expect(copy).toBeInstanceOf(RangeError);
    expect(isDataError(copy)).toBe(true);
    expect(isDataError(deserializeError(serializeError(new Error('connection lost'))))).toBe(false);
  });

  it('turns a thrown non-error into a message', () => {
    expect(deserializeError(serializeError('plain text')).message).toBe('plain text');
  });
});
