/**
 * The ILIKE pattern that finds `search` anywhere in a text: the wildcards `%` and `_` and the escape
 * character itself are escaped (PostgreSQL's LIKE escapes with a backslash by default), so a visitor's
 * '100%' finds '100%' and not every text with '100' in it.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search a listing applies: trimmed, and none at all when nothing is left. */
export function effectiveSearch(search: string | undefined): string | undefined {
  const trimmed = search?.trim();
  return trimmed ? trimmed : undefined;
}

/** Pages of a listing of `total` rows, at least one so that page 1 of nothing is a page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
