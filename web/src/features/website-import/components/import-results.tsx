import type { ImportRowError } from '@botlens/contracts';
import { Callout } from '@/components/callout';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Progress } from '@/components/ui/progress';
import type { ImportProgress, ImportTotals } from '../use-website-import-queries';

// The table shows the first rows; a file may have tens of thousands of rejected rows.
const SHOWN_ERRORS = 200;

const ERROR_COLUMNS: DataTableColumn<ImportRowError>[] = [
  { id: 'row', header: 'Row', isRowHeader: true, align: 'right', cell: (error) => error.row },
  { id: 'message', header: 'Problem', cellClassName: 'break-words', cell: (error) => error.message },
];

export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const percent = progress.totalRows === 0 ? 0 : Math.round((progress.doneRows / progress.totalRows) * 100);
  return (
    <div className="space-y-1">
      <Progress
        value={progress.doneRows}
        max={Math.max(progress.totalRows, 1)}
        aria-label="Import progress"
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {progress.doneRows.toLocaleString('en-US')} of {progress.totalRows.toLocaleString('en-US')} rows sent
        ({percent}%)
      </p>
    </div>
  );
}

/** What an import did: how many rows took, and every rejected row with its reason. */
export function ImportResults({ totals }: { totals: ImportTotals }) {
  return (
    <div className="space-y-3">
      <Callout tone={totals.failed === 0 ? 'success' : 'warning'} title="Import finished">
        {totals.success.toLocaleString('en-US')} imported, {totals.failed.toLocaleString('en-US')} failed.
      </Callout>
      {totals.errors.length > 0 && (
        <>
          <DataTable
            caption="Rejected rows"
            columns={ERROR_COLUMNS}
            rows={totals.errors.slice(0, SHOWN_ERRORS)}
            rowKey={(error) => error.row}
            scrollClassName="max-h-80"
            stickyHeader
          />
          {totals.errors.length > SHOWN_ERRORS && (
            <p className="text-sm text-muted-foreground">
              The first {SHOWN_ERRORS} of {totals.errors.length.toLocaleString('en-US')} rejected rows.
            </p>
          )}
        </>
      )}
    </div>
  );
}
