import type { AdminServiceRequest } from '@botlens/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { budgetLabel, clientName, createdDate, serviceLabel, timeframeLabel } from './service-request-labels';
import { ServiceRequestStatusBadge } from './service-request-status-badge';

type RowActions = {
  onEdit: (request: AdminServiceRequest) => void;
  onDelete: (request: AdminServiceRequest) => void;
  deleting: boolean;
};

function columns({ onEdit, onDelete, deleting }: RowActions): DataTableColumn<AdminServiceRequest>[] {
  return [
    {
      id: 'project',
      header: 'Project',
      isRowHeader: true,
      cell: (request) => (
        <>
          <span className="block max-w-64 break-words font-medium text-foreground">
            {request.projectTitle}
          </span>
          <span className="block text-xs text-muted-foreground">{timeframeLabel(request)}</span>
        </>
      ),
    },
    {
      id: 'client',
      header: 'Client',
      cell: (request) => (
        <>
          <span className="block">{clientName(request)}</span>
          <span className="block break-all text-xs text-muted-foreground">{request.email}</span>
          {request.company && <span className="block text-xs text-muted-foreground">{request.company}</span>}
        </>
      ),
    },
    { id: 'service', header: 'Service', cellClassName: 'whitespace-nowrap', cell: serviceLabel },
    { id: 'budget', header: 'Budget', cellClassName: 'whitespace-nowrap', cell: budgetLabel },
    {
      id: 'status',
      header: 'Status',
      cell: (request) => <ServiceRequestStatusBadge status={request.status} />,
    },
    {
      id: 'created',
      header: 'Created',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (request) => <time dateTime={request.createdAt}>{createdDate(request.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (request) => (
        <span className="flex justify-end gap-2">
          <Button size="sm" variant="outline" onClick={() => onEdit(request)}>
            <Pencil aria-hidden="true" />
            <span className="sr-only">Edit {request.projectTitle}</span>
          </Button>
          {/* Part 2 §5: no confirmation; the toast offers Undo instead. */}
          <Button size="sm" variant="outline" disabled={deleting} onClick={() => onDelete(request)}>
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete {request.projectTitle}</span>
          </Button>
        </span>
      ),
    },
  ];
}

/** Part 2 §2's table; on a phone it scrolls sideways inside its own box. */
export function RequestsTable({
  requests,
  loading,
  ...actions
}: RowActions & { requests: readonly AdminServiceRequest[]; loading: boolean }) {
  return (
    <DataTable
      caption="Service requests"
      columns={columns(actions)}
      rows={requests}
      rowKey={(request) => request.id}
      className="min-w-[960px]"
      loading={loading}
      empty="No service requests found"
    />
  );
}
