export type SortDirection = 'asc' | 'desc';
export type SortState = { columnId: string; direction: SortDirection };
export type SortValue = string | number | Date | boolean | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isMissing(value: SortValue): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const left = a instanceof Date ? a.getTime() : Number(a);
  const right = b instanceof Date ? b.getTime() : Number(b);
  return left - right;
}

/**
 * The rows in the order of one column, without touching the original. Stable, so rows that tie keep the
 * server's order; rows without a value go last whichever the direction, since 'unknown' is not a size.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const missingA = isMissing(a.key);
      const missingB = isMissing(b.key);
      if (missingA || missingB) return missingA === missingB ? a.index - b.index : missingA ? 1 : -1;
      return sign * compareValues(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** A click on a column's heading: the same column flips, another starts in its own first direction. */
export function nextSort(
  current: SortState | null | undefined,
  columnId: string,
  first: SortDirection = 'asc',
): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: first };
}

/** The heading's aria-sort: only the sorted column says which way. */
export function ariaSort(
  current: SortState | null | undefined,
  columnId: string,
): 'ascending' | 'descending' | 'none' {
  if (current?.columnId !== columnId) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
