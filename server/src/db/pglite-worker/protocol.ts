/**
 * Messages between the main thread and the thread that owns the embedded database (see pglite-thread.ts).
 * Every request carries an id; the worker answers each with exactly one reply of the same id.
 */
export type QueryRequest = {
  id: number;
  kind: 'query';
  /** The transaction this query belongs to; absent for a query of its own. */
  transaction?: number;
  sql: string;
  params: unknown[];
  rowMode?: 'array' | 'object';
  /** Type ids the caller parses itself: the worker leaves their values as PostgreSQL's text. */
  textTypes: number[];
  /** COPY … FROM '/dev/blob' data. */
  blob?: Blob;
};
export type BeginRequest = { id: number; kind: 'begin' };
export type EndRequest = { id: number; kind: 'end'; transaction: number; commit: boolean };
export type CloseRequest = { id: number; kind: 'close' };
export type WorkerRequest = QueryRequest | BeginRequest | EndRequest | CloseRequest;

/** A PostgreSQL error's fields (code, detail, constraint…), so callers can tell a unique violation apart. */
export type SerializedError = { name: string; message: string; fields: Record<string, unknown> };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** The worker's first message: the database opened, or why it did not. */
export type WorkerStarted = { started: true } | { started: false; error: SerializedError };

export type WorkerOptions = { dataDir?: string };

export function serializeError(error: unknown): SerializedError {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Only plain data crosses the thread boundary (the query text and parameters stay behind).
    if (['string', 'number', 'boolean'].includes(typeof value) && key !== 'query') fields[key] = value;
  }
  const { name, message, errno } = error as { name?: unknown; message?: unknown; errno?: unknown };
  const errorName = typeof name === 'string' ? name : 'Error';
  // PGlite's file system throws Emscripten's ErrnoError, a plain object with a name and a number only.
  const text =
    typeof message === 'string' ? message : `${errorName}${errno === undefined ? '' : ` (errno ${errno})`}`;
  delete fields.name;
  delete fields.message;
  return { name: errorName, message: text, fields };
}

// Callers tell these apart by class (lib/pg-errors.ts: a value that cannot become SQL is a data error, and
// a batch failing on its data is split, not retried forever), so they are rebuilt as what they were.
const ERROR_CLASSES: Record<string, ErrorConstructor> = { RangeError, TypeError };

export function deserializeError({ name, message, fields }: SerializedError): Error {
  const error = Object.assign(new (ERROR_CLASSES[name] ?? Error)(message), fields);
  error.name = name;
  return error;
}
