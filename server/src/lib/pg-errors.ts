/**
 * An error and the causes it wraps, outermost first: Drizzle wraps what node-postgres or PGlite threw, and
 * the SQLSTATE is on the driver's error. Three levels are as deep as that wrapping goes.
 */
function* errorChain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** PostgreSQL's unique_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (sqlState(link) === '23505') return true;
  return false;
}

/**
 * An error caused by the data rather than by the database's state: data exceptions (class 22, such as a date
 * out of range), integrity violations (23) and program limits (54, such as an index row too large), or a value
 * our own code could not turn into SQL (a RangeError for an invalid date, say). Sending the same rows again
 * fails the same way, so there is no point in waiting to retry them.
 */
export function isDataError(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (/^(22|23|54)[0-9A-Z]{3}$/.test(sqlState(link) ?? '')) return true;
    if (link instanceof RangeError || link instanceof TypeError) return true;
  }
  return false;
}

// node-postgres's pool gives these errors no code: no connection came free, or none could be opened, in time.
const POOL_WAIT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * The database did not answer in time, though it may next time: a statement cancelled at the statement
 * timeout (57014, as behind a locked table), a lock not granted (55P03), or no pooled connection free.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const state = sqlState(link);
    if (state === '57014' || state === '55P03') return true;
    if (link instanceof Error && POOL_WAIT_MESSAGES.includes(link.message)) return true;
  }
  return false;
}

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the transaction back so that
 * another could go on, and the same transaction may simply run again.
 */
export function isTransactionConflict(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const state = sqlState(link);
    if (state === '40P01' || state === '40001') return true;
  }
  return false;
}
