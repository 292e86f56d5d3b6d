import { Bot } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { AuditCard, EmptyNote } from './audit-card';

type CrawlerPermissionsProps = { permissions: Record<string, boolean>; level?: 2 | 3 };

type Permission = { crawler: string; allowed: boolean };

const COLUMNS: DataTableColumn<Permission>[] = [
  {
    id: 'crawler',
    header: 'Crawler',
    isRowHeader: true,
    cellClassName: 'font-medium break-all text-foreground',
    cell: (row) => row.crawler,
  },
  {
    id: 'access',
    header: 'Home page access',
    cell: ({ allowed }) => (
      <span
        className={cn(
          'inline-flex items-center gap-1.5 font-medium',
          allowed ? 'text-success-strong' : 'text-danger-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', allowed ? 'bg-success' : 'bg-danger')}
        />
        {allowed ? 'Allowed' : 'Blocked'}
      </span>
    ),
  },
];

/** Which AI crawlers robots.txt lets read the home page; the blocked ones first. */
export function CrawlerPermissionsTable({ permissions, level = 3 }: CrawlerPermissionsProps) {
  const rows = Object.entries(permissions)
    .map(([crawler, allowed]) => ({ crawler, allowed }))
    .sort((a, b) => Number(a.allowed) - Number(b.allowed) || a.crawler.localeCompare(b.crawler));
  const allowed = rows.filter((row) => row.allowed).length;
  return (
    <AuditCard
      title="AI crawler permissions"
      icon={Bot}
      level={level}
      description={
        rows.length > 0 ? `${allowed} of ${rows.length} AI crawlers may read the home page.` : undefined
      }
    >
      {rows.length === 0 ? (
        <EmptyNote>This audit did not check AI crawler access.</EmptyNote>
      ) : (
        <DataTable
          caption="AI crawler access under robots.txt"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.crawler}
          scrollClassName="max-h-96 overflow-y-auto rounded-md"
          stickyHeader
        />
      )}
    </AuditCard>
  );
}
