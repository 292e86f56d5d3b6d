import type { ImportStatsResponse } from '@botlens/contracts';
import { MANUAL_SOURCE_LIST } from '@botlens/contracts';
import { Globe, History, Layers, Share2 } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { StatCard, StatCardsSkeleton } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useImportStatsQuery } from '../use-website-import-queries';

type RecentImport = ImportStatsResponse['recentImports'][number];
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const RECENT_COLUMNS: DataTableColumn<RecentImport>[] = [
  { id: 'source', header: 'Source list', isRowHeader: true, cell: (run) => run.sourceList },
  { id: 'format', header: 'Format', cell: (run) => run.format.toUpperCase() },
  {
    id: 'succeeded',
    header: 'Imported',
    align: 'right',
    cell: (run) => run.succeeded.toLocaleString('en-US'),
  },
  { id: 'failed', header: 'Failed', align: 'right', cell: (run) => run.failed.toLocaleString('en-US') },
  { id: 'when', header: 'When', cell: (run) => WHEN.format(new Date(run.createdAt)) },
  { id: 'who', header: 'By', cellClassName: 'break-all', cell: (run) => run.importedBy ?? 'deleted account' },
];

/** Part 2, Website import: total websites, public websites, the source breakdown and the recent imports. */
export function ImportStatsSection() {
  const stats = useImportStatsQuery();
  return (
    <QueryState
      query={stats}
      errorTitle="Could not load the import statistics"
      skeleton={<StatCardsSkeleton count={4} />}
    >
      {(data) => {
        const sources = Object.entries(data.sourceBreakdown);
        return (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard
                title="Total Websites"
                value={data.totalWebsites.toLocaleString('en-US')}
                icon={Globe}
              />
              <StatCard
                title="Public Websites"
                value={data.publicWebsites.toLocaleString('en-US')}
                icon={Share2}
                tone="success"
                caption="With a shared dashboard link"
              />
              <StatCard title="Sources" value={sources.length} icon={Layers} tone="info" />
              <StatCard
                title="Recent Imports"
                value={data.recentImports.length}
                icon={History}
                tone="neutral"
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <Card className="min-w-0">
                <CardHeader>
                  <CardTitle>Source breakdown</CardTitle>
                </CardHeader>
                <CardContent>
                  {sources.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No websites yet.</p>
                  ) : (
                    <ul className="space-y-2">
                      {sources.map(([source, websites]) => (
                        <li key={source} className="flex items-center justify-between gap-3">
                          <Badge
                            variant={source === MANUAL_SOURCE_LIST ? 'neutral' : 'info'}
                            className="min-w-0 truncate"
                          >
                            {source}
                          </Badge>
                          <span className="tabular-nums">{websites.toLocaleString('en-US')}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card className="min-w-0 lg:col-span-2">
                <CardHeader>
                  <CardTitle>Recent imports</CardTitle>
                </CardHeader>
                <CardContent>
                  <DataTable
                    caption="Recent imports"
                    columns={RECENT_COLUMNS}
                    rows={data.recentImports}
                    rowKey={(run) => run.id}
                    empty="No imports yet."
                  />
                </CardContent>
              </Card>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
