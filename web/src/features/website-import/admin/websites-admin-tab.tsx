import type { ManagedWebsite } from '@botlens/contracts';
import { MANAGED_WEBSITES_PAGE_SIZE } from '@botlens/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/text-field';
import { WebsiteActivityBadge } from '@/features/websites/components/website-activity-badge';
import { AnalyticsLink, DeleteWebsiteButton } from '../components/managed-website-columns';
import { useManagedWebsitesQuery } from '../use-website-import-queries';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const COLUMNS: DataTableColumn<ManagedWebsite>[] = [
  {
    id: 'website',
    header: 'Website',
    isRowHeader: true,
    cell: (w) => (
      <>
        <span className="block font-medium break-words">{w.name}</span>
        <span className="block break-all text-muted-foreground">{w.domain}</span>
      </>
    ),
  },
  { id: 'owner', header: 'Owner', cellClassName: 'break-all', cell: (w) => w.ownerEmail },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => <WebsiteActivityBadge lastEventAt={w.lastEventAt} />,
  },
  { id: 'added', header: 'Added', cell: (w) => DATE.format(new Date(w.createdAt)) },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    align: 'right',
    cell: (w) => (
      <div className="flex flex-wrap justify-end gap-2">
        <AnalyticsLink website={w} />
        <DeleteWebsiteButton
          website={w}
          toasts={{ success: 'Website deleted', failure: 'Error deleting website' }}
        />
      </div>
    ),
  },
];

/** The administrator's Website Management tab: every website, its owner and whether it receives events. */
export function WebsitesAdminTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useManagedWebsitesQuery({
    search: search.trim() || undefined,
    page,
    limit: MANAGED_WEBSITES_PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Websites</CardTitle>
          <CardDescription>
            {list.data
              ? `${total.toLocaleString('en-US')} websites tracked.`
              : 'Every website, with its owner.'}
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin-websites">Filters, export and import</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <TextField
          id="admin-websites-search"
          label="Search"
          type="search"
          placeholder="Search by name or domain"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          className="sm:max-w-sm"
        />
        {list.isError ? (
          <LoadError
            title="Could not load the websites"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <DataTable
            caption="Websites"
            columns={COLUMNS}
            rows={list.data?.websites}
            rowKey={(w) => w.id}
            loading={list.isFetching && list.isPlaceholderData}
            empty="No websites found"
            pagination={{
              page,
              pageCount: Math.ceil(total / MANAGED_WEBSITES_PAGE_SIZE),
              onPageChange: setPage,
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
