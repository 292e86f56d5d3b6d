/** PostgreSQL's unique_violation, as raised by both node-postgres and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error caused by the data rather than by the database's state: data exceptions (class 22, such as a date
 * out of range), integrity violations (23) and program limits (54, such as an index row too large). Sending
 * the same rows again fails the same way, so there is no point in waiting to retry them.
 */
export function isDataError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|23|54)[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
