import type { AdminAuditRow } from '@botlens/contracts';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ScoreBadges } from '../components/score-display';
import { useDeleteAuditMutation } from './use-admin-audits-queries';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function DeleteAuditButton({ audit }: { audit: AdminAuditRow }) {
  const remove = useDeleteAuditMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Delete the audit of ${audit.domain}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this SEO audit?"
      description={`The audit of ${audit.domain} and its report link will be removed. This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync(audit)}
    />
  );
}

const COLUMNS: DataTableColumn<AdminAuditRow>[] = [
  {
    id: 'domain',
    header: 'Website',
    isRowHeader: true,
    cell: (audit) => (
      <>
        <span className="block whitespace-nowrap font-medium text-foreground">{audit.domain}</span>
        <span className="block break-all font-mono text-xs text-muted-foreground">{audit.auditId}</span>
      </>
    ),
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: (audit) =>
      audit.ownerEmail ? (
        <span className="whitespace-nowrap">{audit.ownerEmail}</span>
      ) : (
        <span className="text-muted-foreground">anonymous</span>
      ),
  },
  {
    id: 'score',
    header: 'Score',
    cell: (audit) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{audit.aiReadinessScore}</span>
        <ScoreBadges score={audit.aiReadinessScore} />
      </span>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (audit) => <time dateTime={audit.createdAt}>{WHEN.format(new Date(audit.createdAt))}</time>,
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    align: 'right',
    cell: (audit) => (
      <span className="flex justify-end gap-2">
        <Button size="sm" variant="outline" asChild>
          <a href={`/audit/${encodeURIComponent(audit.auditId)}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View Report
            <span className="sr-only"> of {audit.domain} (opens in a new tab)</span>
          </a>
        </Button>
        <DeleteAuditButton audit={audit} />
      </span>
    ),
  },
];

type AuditsTableProps = {
  audits: readonly AdminAuditRow[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  loading: boolean;
};

/** A page of audits, newest first as the server sends them, with pages under it. */
export function AuditsTable({ audits, page, pageCount, onPageChange, loading }: AuditsTableProps) {
  return (
    <DataTable
      caption="SEO audits"
      columns={COLUMNS}
      rows={audits}
      rowKey={(audit) => audit.id}
      className="min-w-[880px]"
      loading={loading}
      pagination={pageCount > 1 ? { page, pageCount, onPageChange } : undefined}
    />
  );
}
