import type { Website } from '@botlens/contracts';
import { Code, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SharedLinksDialog } from '@/features/shared-links/shared-links-dialog';
import { useDeleteWebsiteMutation } from '@/features/websites/use-delete-website-mutation';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';
import { trackingStatus } from '../account-status';
import { RotateKeyAction } from './rotate-key-action';

export function WebsitesTab() {
  const websites = useWebsitesQuery();
  const now = Date.now();
  const columns: DataTableColumn<Website>[] = [
    {
      id: 'website',
      header: 'Website',
      isRowHeader: true,
      cell: (website) => (
        <div className="min-w-0">
          <p className="truncate font-medium">{website.name}</p>
          <p className="truncate text-xs text-slate-600">{website.domain}</p>
        </div>
      ),
    },
    {
      id: 'tracking',
      header: 'Tracking',
      cell: (website) => {
        const status = trackingStatus(website.lastEventAt, now);
        return <Badge variant={status.variant}>{status.label}</Badge>;
      },
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (website) => <WebsiteActions website={website} />,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Websites</CardTitle>
        <CardDescription>
          Tracking status, shared dashboard links, server-side ingest keys and removal
        </CardDescription>
      </CardHeader>
      <CardContent>
        {websites.isError ? (
          <LoadError
            title="Could not load your websites"
            error={websites.error}
            onRetry={() => void websites.refetch()}
            retrying={websites.isFetching}
          />
        ) : websites.data?.length === 0 ? (
          <EmptyState
            icon="🌐"
            title="No websites yet"
            description="Add a website to start tracking its bots."
          >
            <Button asChild>
              <Link href="/">Add Website</Link>
            </Button>
          </EmptyState>
        ) : (
          <DataTable
            caption="Your websites"
            columns={columns}
            rows={websites.data ?? undefined}
            loading={websites.isPending}
            rowKey={(website) => website.id}
            className="min-w-[40rem]"
          />
        )}
      </CardContent>
    </Card>
  );
}

function WebsiteActions({ website }: { website: Website }) {
  const remove = useDeleteWebsiteMutation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={`/embed-code?website=${website.id}`}>
          <Code aria-hidden="true" />
          Embed code<span className="sr-only"> for {website.name}</span>
        </Link>
      </Button>
      <SharedLinksDialog website={website} />
      <RotateKeyAction website={website} />
      <ConfirmDialog
        trigger={
          <Button variant="destructive-outline" size="sm">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {website.name}</span>
          </Button>
        }
        title={`Delete ${website.name}?`}
        description="The website, its tracking code, its ingest key and every hit recorded for it are deleted. This cannot be undone."
        confirmLabel="Delete website"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(website)}
      />
    </div>
  );
}
