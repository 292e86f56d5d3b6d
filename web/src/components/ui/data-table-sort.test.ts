import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortRows } from './data-table-sort';

type Row = { name: string; visits: number | null; seen?: Date };

const rows: Row[] = [
  { name: 'bot10', visits: 5 },
  { name: 'Bot2', visits: null },
  { name: 'bot1', visits: 5 },
  { name: 'alpha', visits: 12 },
];

describe('sorting a table on the client', () => {
  it('orders numbers either way, ties keeping their order and missing values last', () => {
    expect(sortRows(rows, (row) => row.visits, 'asc').map((row) => row.name)).toEqual([
      'bot10',
      'bot1',
      'alpha',
      'Bot2',
    ]);
    expect(sortRows(rows, (row) => row.visits, 'desc').map((row) => row.name)).toEqual([
      'alpha',
      'bot10',
      'bot1',
      'Bot2',
    ]);
  });

  it('orders text as people read it: case aside, numbers by value', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.name)).toEqual([
      'alpha',
      'bot1',
      'Bot2',
      'bot10',
    ]);
  });

  it('orders dates by time and leaves the original alone', () => {
    const dated = [
      { name: 'late', visits: 0, seen: new Date('2026-02-01') },
      { name: 'early', visits: 0, seen: new Date('2026-01-01') },
    ];
    expect(sortRows(dated, (row) => row.seen, 'asc').map((row) => row.name)).toEqual(['early', 'late']);
    expect(dated[0]?.name).toBe('late');
  });

  it('flips the sorted column and starts another in its own first direction', () => {
    expect(nextSort(null, 'visits', 'desc')).toEqual({ columnId: 'visits', direction: 'desc' });
    expect(nextSort({ columnId: 'visits', direction: 'desc' }, 'visits')).toEqual({
      columnId: 'visits',
      direction: 'asc',
    });
    expect(nextSort({ columnId: 'visits', direction: 'asc' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'asc',
    });
  });

  it('marks only the sorted heading for screen readers', () => {
    const sort = { columnId: 'name', direction: 'desc' } as const;
    expect(ariaSort(sort, 'name')).toBe('descending');
    expect(ariaSort(sort, 'visits')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
  });
});
