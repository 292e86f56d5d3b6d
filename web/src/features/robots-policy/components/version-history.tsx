import type { RobotsPolicyVersion } from '@botlens/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatLocalDateTime } from '@/lib/format-time';

type VersionHistoryProps = {
  versions: readonly RobotsPolicyVersion[];
  inForce: number;
  /** The version whose outputs are shown; undefined for the one in force. */
  viewed: number | undefined;
  onView: (version: number | undefined) => void;
};

/** Every saved version, newest first: who saved it, when, and a way to see what it produced. */
export function VersionHistory({ versions, inForce, viewed, onView }: VersionHistoryProps) {
  const shown = viewed ?? inForce;
  const columns: DataTableColumn<RobotsPolicyVersion>[] = [
    {
      id: 'version',
      header: 'Version',
      isRowHeader: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          {row.version}
          {row.version === inForce && <Badge variant="success">In force</Badge>}
        </span>
      ),
    },
    {
      id: 'by',
      header: 'Saved by',
      cell: (row) => <span className="break-all">{row.createdBy ?? 'A deleted account'}</span>,
    },
    { id: 'at', header: 'Saved', cell: (row) => formatLocalDateTime(row.createdAt) ?? row.createdAt },
    {
      id: 'view',
      header: <span className="sr-only">Outputs</span>,
      align: 'right',
      cell: (row) =>
        row.version === shown ? (
          <span className="text-sm text-muted-foreground">Shown</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onView(row.version === inForce ? undefined : row.version)}
          >
            <Eye aria-hidden="true" />
            View<span className="sr-only"> version {row.version}</span>
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption="Saved versions of the policy"
      columns={columns}
      rows={versions}
      rowKey={(row) => row.version}
      empty="Nothing saved yet: the default policy is in force."
      scrollClassName="max-h-80"
      stickyHeader
    />
  );
}
