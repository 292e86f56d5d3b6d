import {
  MANAGED_WEBSITES_PAGE_SIZE,
  MANUAL_SOURCE_LIST,
  type ManagedWebsitesQuery,
} from '@botlens/contracts';
import { Download, Globe, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DataTable, type SortState } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useUserQuery } from '@/features/auth/use-user-query';
import { DeleteSourceButton } from './components/delete-source-button';
import { managedWebsiteColumns } from './components/managed-website-columns';
import { exportCsvUrl, useImportStatsQuery, useManagedWebsitesQuery } from './use-website-import-queries';

const ALL = 'all';
type Sort = NonNullable<ManagedWebsitesQuery['sort']>;

/** /admin-websites: the caller's websites (an administrator's: everyone's) to search, filter, export and delete. */
export function WebsiteManagementPage() {
  const { data: user } = useUserQuery();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const [source, setSource] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const [sort, setSort] = useState<SortState>({ columnId: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const filters = {
    search: search.trim() || undefined,
    source: source === ALL ? undefined : source,
    category: category === ALL ? undefined : category,
    sort: sort.columnId as Sort,
    order: sort.direction,
  };
  const list = useManagedWebsitesQuery({ ...filters, page, limit: MANAGED_WEBSITES_PAGE_SIZE });
  const stats = useImportStatsQuery();
  const sources = Object.keys(stats.data?.sourceBreakdown ?? {});
  const categories = list.data?.categories ?? [];
  const total = list.data?.total ?? 0;
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Website Management"
        description={
          isAdmin
            ? 'Every website on BotLens, with its owner.'
            : 'Your websites: search, filter, export and delete.'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <a href={exportCsvUrl(filters)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <Button asChild>
              <Link href="/website-import">
                <Upload aria-hidden="true" />
                Import websites
              </Link>
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4 p-card">
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              id="websites-search"
              label="Search"
              type="search"
              placeholder="Name or domain"
              value={search}
              onChange={(event) => {
                const value = event.currentTarget.value;
                filtered(() => setSearch(value));
              }}
            />
            <SelectField
              id="websites-source"
              label="Source"
              value={source}
              onValueChange={(value) => filtered(() => setSource(value))}
              options={[
                { value: ALL, label: 'All sources' },
                ...sources.map((name) => ({ value: name, label: name })),
                ...(sources.includes(MANUAL_SOURCE_LIST)
                  ? []
                  : [{ value: MANUAL_SOURCE_LIST, label: MANUAL_SOURCE_LIST }]),
              ]}
            />
            <SelectField
              id="websites-category"
              label="Category"
              value={category}
              onValueChange={(value) => filtered(() => setCategory(value))}
              options={[
                { value: ALL, label: 'All categories' },
                ...categories.map((name) => ({ value: name, label: name })),
              ]}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {list.data
                ? `${total.toLocaleString('en-US')} ${total === 1 ? 'website' : 'websites'}`
                : 'Loading websites...'}
            </p>
            {source !== ALL && list.data && (
              <DeleteSourceButton
                sourceList={source}
                count={total}
                onDeleted={() => filtered(() => setSource(ALL))}
              />
            )}
          </div>
          {list.isError ? (
            <LoadError
              title="Could not load the websites"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data && total === 0 ? (
            <EmptyState icon={<Globe className="size-8" />} title="No websites found">
              <Button asChild variant="outline" size="sm">
                <Link href={isAdmin ? '/website-import' : '/'}>Add Website</Link>
              </Button>
            </EmptyState>
          ) : (
            <DataTable
              caption="Websites"
              columns={managedWebsiteColumns(isAdmin)}
              rows={list.data?.websites}
              rowKey={(w) => w.id}
              loading={list.isFetching && list.isPlaceholderData}
              sort={sort}
              onSortChange={(next) => filtered(() => setSort(next))}
              pagination={{
                page,
                pageCount: Math.ceil(total / MANAGED_WEBSITES_PAGE_SIZE),
                onPageChange: setPage,
              }}
            />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
