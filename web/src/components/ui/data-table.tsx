import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/utils';
import {
  ariaSort,
  nextSort,
  type SortDirection,
  type SortState,
  type SortValue,
  sortRows,
} from './data-table-sort';
import { Pagination, type PaginationProps } from './pagination';
import { Skeleton } from './skeleton';
import {
  Table,
  type TableAlign,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from './table';

export type { SortDirection, SortState } from './data-table-sort';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: TableAlign;
  /** This column names the row (a bot, a page, a user): its cells are row headers. */
  isRowHeader?: boolean;
  /** Sortable in the browser by this value. */
  sortValue?: (row: T) => SortValue;
  /** Sortable by the server: the table only reports the choice (onSortChange). */
  sortable?: boolean;
  /** Counts read best largest first: the first click on them sorts descending. */
  sortFirst?: SortDirection;
  headerClassName?: string;
  cellClassName?: string;
};

type DataTableProps<T> = {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** Undefined while the first answer is awaited. */
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** On the table: a minimum width that makes it scroll sideways on a phone, say. */
  className?: string;
  scrollClassName?: string;
  outerClassName?: string;
  /** Browser-side sorting starts from this order. */
  defaultSort?: SortState | null;
  /** Server-side sorting: the order the rows arrive in, and where a click on a heading goes. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Skeleton rows instead of the rows (a page being fetched). */
  loading?: boolean;
  loadingRows?: number;
  /** Said in one row across the table when there are no rows. */
  empty?: ReactNode;
  /** Keeps the headings in view in a box whose height is capped (scrollClassName). */
  stickyHeader?: boolean;
  /** Server-side pagination, shown under the table. */
  pagination?: Omit<PaginationProps, 'label' | 'className'>;
};

/**
 * A table from column definitions: sorting in the browser (sortValue) or by the server (sort and
 * onSortChange), skeleton rows while loading, one row saying so when empty, and pages under it. Screens
 * describe their columns; they never write a table by hand. Browser-sorted: features/auth/admin/users-table.
 * A list the server pages and sorts, with its page and order in the address:
 *
 *   <DataTable caption="Websites" columns={COLUMNS} rows={query.data?.items} rowKey={(w) => w.id}
 *     sort={sort} onSortChange={setSort}
 *     pagination={{ page, pageCount: query.data?.pageCount ?? 1, onPageChange: setPage }} />
 *
 * Rows left undefined (the first answer awaited) show skeleton rows; so does `loading`.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  scrollClassName,
  outerClassName,
  defaultSort = null,
  sort: controlledSort,
  onSortChange,
  loading = false,
  loadingRows = 5,
  empty = 'Nothing to show.',
  stickyHeader = false,
  pagination,
}: DataTableProps<T>) {
  const [localSort, setLocalSort] = useState<SortState | null>(defaultSort);
  const serverSorted = onSortChange !== undefined;
  const sort = serverSorted ? (controlledSort ?? null) : localSort;
  const changeSort = (column: DataTableColumn<T>) => {
    const next = nextSort(sort, column.id, column.sortFirst);
    if (serverSorted) onSortChange(next);
    else setLocalSort(next);
  };
  const sortColumn = columns.find((column) => column.id === sort?.columnId);
  const shown =
    rows && sort && !serverSorted && sortColumn?.sortValue
      ? sortRows(rows, sortColumn.sortValue, sort.direction)
      : rows;
  const isSortable = (column: DataTableColumn<T>) =>
    serverSorted ? column.sortable === true : column.sortValue !== undefined;

  return (
    <div className={cn('space-y-3', outerClassName)}>
      <Table caption={caption} className={className} scrollClassName={scrollClassName}>
        <TableHeader className={cn(stickyHeader && 'sticky top-0 z-10 bg-neutral-soft')}>
          <tr>
            {columns.map((column) => (
              <TableHead
                key={column.id}
                align={column.align}
                aria-sort={isSortable(column) ? ariaSort(sort, column.id) : undefined}
                className={column.headerClassName}
              >
                {isSortable(column) ? (
                  <SortButton
                    column={column}
                    direction={sort?.columnId === column.id ? sort.direction : null}
                    onClick={() => changeSort(column)}
                  />
                ) : (
                  column.header
                )}
              </TableHead>
            ))}
          </tr>
        </TableHeader>
        <TableBody aria-busy={loading || !shown}>
          {loading || !shown ? (
            <LoadingRows columns={columns.length} rows={loadingRows} />
          ) : shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-cell-x py-8 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            shown.map((row, index) => (
              <TableRow key={rowKey(row, index)} className={rowClassName?.(row)}>
                {columns.map((column) => {
                  const Cell = column.isRowHeader ? TableRowHeader : TableCell;
                  return (
                    <Cell key={column.id} align={column.align} className={column.cellClassName}>
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {pagination && pagination.pageCount > 1 && <Pagination {...pagination} label={caption} />}
    </div>
  );
}

function SortButton<T>({
  column,
  direction,
  onClick,
}: {
  column: DataTableColumn<T>;
  direction: SortDirection | null;
  onClick: () => void;
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1 rounded-control uppercase tracking-wide hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        column.align === 'right' && 'flex-row-reverse',
        direction && 'text-foreground',
      )}
    >
      {column.header}
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !direction && 'opacity-50')} />
    </button>
  );
}

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;

function LoadingRows({ columns, rows }: { columns: number; rows: number }) {
  return ROW_KEYS.slice(0, rows).map((key) => (
    <tr key={key}>
      <td colSpan={columns} className="px-cell-x py-cell-y">
        <Skeleton className="h-6 w-full" />
      </td>
    </tr>
  ));
}
