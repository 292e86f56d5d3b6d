import type { ContentBlockKey, ContentBlockVersion } from '@botlens/contracts';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useContentVersionsQuery, useRestoreContentMutation } from '../use-site-content-queries';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RestoreButton({ version, current }: { version: ContentBlockVersion; current: number }) {
  const restore = useRestoreContentMutation(version.key);
  if (version.version === current) return <span className="text-muted-foreground">Live</span>;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline">
          Restore
        </Button>
      }
      title={`Restore version ${version.version}`}
      description="Its text becomes the newest version and goes live; the history keeps every version."
      confirmLabel="Restore"
      pendingLabel="Restoring..."
      destructive={false}
      onConfirm={() => restore.mutateAsync(version.version)}
    />
  );
}

/** A block's history, newest first: who saved which text when, and a way back to any of them. */
export function ContentVersions({ blockKey, current }: { blockKey: ContentBlockKey; current: number }) {
  const versions = useContentVersionsQuery(blockKey);
  const columns: DataTableColumn<ContentBlockVersion>[] = [
    { id: 'version', header: 'Version', isRowHeader: true, cell: (v) => v.version },
    {
      id: 'who',
      header: 'Saved by',
      cell: (v) => <span className="break-all">{v.createdByEmail ?? 'Original text'}</span>,
    },
    { id: 'when', header: 'When', cell: (v) => WHEN.format(new Date(v.createdAt)) },
    {
      id: 'text',
      header: 'Text',
      cell: (v) => (
        <span className="line-clamp-2 break-words text-muted-foreground">{v.markdown || '(empty)'}</span>
      ),
    },
    { id: 'restore', header: 'Action', cell: (v) => <RestoreButton version={v} current={current} /> },
  ];
  return (
    <QueryState
      query={versions}
      errorTitle="Could not load the versions"
      skeleton={<TableSkeleton rows={3} />}
    >
      {(rows) => <DataTable caption="Versions" columns={columns} rows={rows} rowKey={(v) => v.version} />}
    </QueryState>
  );
}
