/** The calendar month of an instant in UTC, as 'YYYY-MM': the period a monthly allowance counts in. */
export function utcMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the next UTC month: when a monthly allowance starts again. */
export function nextUtcMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
