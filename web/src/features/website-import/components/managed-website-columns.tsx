import { MANUAL_SOURCE_LIST, type ManagedWebsite } from '@botlens/contracts';
import { BarChart3, ScanSearch, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataTableColumn } from '@/components/ui/data-table';
import { useDeleteManagedWebsiteMutation } from '../use-website-import-queries';
import { DomainAuthorityBadge } from './domain-authority-badge';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function AnalyticsLink({ website }: { website: ManagedWebsite }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a
        href={`/bot-analytics?trackingId=${encodeURIComponent(website.trackingId)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Bot analytics of ${website.name} (opens in a new tab)`}
        title="Bot analytics"
      >
        <BarChart3 aria-hidden="true" />
        <span className="hidden 2xl:inline">Analytics</span>
      </a>
    </Button>
  );
}

export function DeleteWebsiteButton({
  website,
  toasts,
}: {
  website: ManagedWebsite;
  toasts: { success: string; failure: string };
}) {
  const remove = useDeleteManagedWebsiteMutation(toasts);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Delete ${website.name}`} title="Delete">
          <Trash2 aria-hidden="true" />
          <span className="hidden 2xl:inline">Delete</span>
        </Button>
      }
      title="Delete website"
      description={`Are you sure you want to delete "${website.name}"? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync(website)}
    />
  );
}

function RowActions({ website }: { website: ManagedWebsite }) {
  return (
    <div className="flex justify-end gap-2">
      <Button asChild size="sm" variant="outline">
        <a
          href={`/ai-seo-analysis?url=${encodeURIComponent(website.domain)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`AI SEO analysis of ${website.domain} (opens in a new tab)`}
          title="AI SEO analysis"
        >
          <ScanSearch aria-hidden="true" />
          <span className="hidden 2xl:inline">Analyze</span>
        </a>
      </Button>
      <AnalyticsLink website={website} />
      <DeleteWebsiteButton website={website} toasts={{ success: 'Website deleted', failure: 'Error' }} />
    </div>
  );
}

/** The management table's columns; the sortable ones are sorted by the server (their ids are its keys). */
export function managedWebsiteColumns(showOwner: boolean): DataTableColumn<ManagedWebsite>[] {
  return [
    {
      id: 'name',
      header: 'Website',
      isRowHeader: true,
      sortable: true,
      cell: (w) => (
        <>
          <span className="block font-medium break-words">{w.name}</span>
          <span className="block break-all text-muted-foreground">{w.domain}</span>
        </>
      ),
    },
    ...(showOwner
      ? [
          {
            id: 'owner',
            header: 'Owner',
            cellClassName: 'break-all',
            cell: (w: ManagedWebsite) => w.ownerEmail,
          },
        ]
      : []),
    { id: 'category', header: 'Category', sortable: true, cell: (w) => w.category ?? '—' },
    {
      id: 'monthlyTraffic',
      header: 'Monthly traffic',
      align: 'right',
      sortable: true,
      sortFirst: 'desc',
      cell: (w) => w.monthlyTraffic?.toLocaleString('en-US') ?? '—',
    },
    {
      id: 'domainAuthority',
      header: 'DA',
      sortable: true,
      sortFirst: 'desc',
      cell: (w) => <DomainAuthorityBadge value={w.domainAuthority} />,
    },
    {
      id: 'source',
      header: 'Source',
      cell: (w) => <Badge variant="neutral">{w.sourceList ?? MANUAL_SOURCE_LIST}</Badge>,
    },
    {
      id: 'createdAt',
      header: 'Added',
      sortable: true,
      sortFirst: 'desc',
      cellClassName: 'whitespace-nowrap',
      cell: (w) => DATE.format(new Date(w.createdAt)),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (w) => <RowActions website={w} />,
    },
  ];
}
