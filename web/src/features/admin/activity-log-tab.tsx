import type { AdminActivityEntry, AdminActivityQuery } from '@botlens/contracts';
import { History } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/text-field';
import { summariseActivityDetails } from './summarise-activity-details';
import { useAdminActivityQuery } from './use-admin-activity-query';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: DataTableColumn<AdminActivityEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.createdAt}>{WHEN.format(new Date(entry.createdAt))}</time>,
  },
  {
    id: 'who',
    header: 'Who',
    isRowHeader: true,
    // Addresses kept whole: on a phone the table scrolls sideways rather than breaking them letter by letter.
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => (
      <>
        <span className="block">{entry.adminEmail}</span>
        <span className="block text-muted-foreground">#{entry.adminId}</span>
      </>
    ),
  },
  { id: 'what', header: 'What', cell: (entry) => <code className="text-sm">{entry.action}</code> },
  { id: 'target', header: 'Target', cell: (entry) => `${entry.targetType} ${entry.targetId}` },
  { id: 'from', header: 'From', cell: (entry) => entry.ip ?? '—' },
  {
    id: 'details',
    header: 'Details',
    cellClassName: 'break-words',
    cell: (entry) => summariseActivityDetails(entry.details),
  },
];

type Filters = Required<Pick<AdminActivityQuery, 'actor' | 'action' | 'targetType' | 'targetId'>>;
const NO_FILTERS: Filters = { actor: '', action: '', targetType: '', targetId: '' };
const FILTER_FIELDS: { name: keyof Filters; label: string; placeholder: string }[] = [
  { name: 'actor', label: 'Administrator', placeholder: 'E-mail or id' },
  { name: 'action', label: 'Action', placeholder: 'user.deleted, or user' },
  { name: 'targetType', label: 'Target type', placeholder: 'user' },
  { name: 'targetId', label: 'Target id', placeholder: '42' },
];

/** Beyond the specification: every administrator action, newest first, 50 a page; read only. */
export function ActivityLogTab() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages before this one, so Newer goes back the way Older came.
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const activity = useAdminActivityQuery({
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    before,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setCursors([]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity Log</CardTitle>
        <CardDescription>What administrators did: who, what, to what, when and from where.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          {FILTER_FIELDS.map(({ name, label, placeholder }) => (
            <TextField
              key={name}
              id={`activity-${name}`}
              label={label}
              placeholder={placeholder}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          ))}
          <Button type="submit">Filter</Button>
        </form>
        <QueryState
          query={activity}
          errorTitle="Could not load the activity log"
          skeleton={<TableSkeleton rows={5} />}
        >
          {(page) =>
            page.entries.length === 0 && cursors.length === 0 ? (
              <EmptyState
                icon={<History className="size-8" />}
                title="No activity"
                description="Administrator actions that match will appear here."
              />
            ) : (
              <div className="space-y-3">
                <DataTable
                  caption="Administrator actions"
                  columns={COLUMNS}
                  rows={page.entries}
                  rowKey={(entry) => entry.id}
                  className="min-w-[900px]"
                />
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    disabled={cursors.length === 0}
                    onClick={() => setCursors(cursors.slice(0, -1))}
                  >
                    Newer
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page.nextCursor === null}
                    onClick={() => page.nextCursor !== null && setCursors([...cursors, page.nextCursor])}
                  >
                    Older
                  </Button>
                </div>
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
