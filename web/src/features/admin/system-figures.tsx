import type { AdminSystemResponse } from '@botlens/contracts';
import {
  Activity,
  CircleAlert,
  Clock,
  Database,
  FileStack,
  Inbox,
  type LucideIcon,
  Tag,
  Timer,
} from 'lucide-react';
import { Callout } from '@/components/callout';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatSize, formatStored, formatUptime } from './system-format';

const NUMBER = new Intl.NumberFormat('en-US');
type Figure = { title: string; icon: LucideIcon; value: string; caption: string; danger?: boolean };

function figuresOf(system: AdminSystemResponse): Figure[] {
  const queue = system.ingestQueue;
  return [
    {
      title: 'Ingest queue',
      icon: Inbox,
      value: `${NUMBER.format(queue.waitingHits)} hits`,
      caption: `${formatSize(queue.waitingBytes)} waiting, of ${NUMBER.format(queue.maxHits)} hits or ${formatSize(queue.maxBytes)}`,
    },
    {
      title: 'Spool files',
      icon: FileStack,
      value: NUMBER.format(system.spool.files),
      caption: system.spool.directory
        ? `${formatSize(system.spool.bytes)} waiting to be written back`
        : 'This process has no spool directory',
      danger: system.spool.files > 0,
    },
    {
      title: '5xx answers, last hour',
      icon: CircleAlert,
      value: NUMBER.format(system.serverErrorsLastHour),
      caption: 'Counted by this server process only',
      danger: system.serverErrorsLastHour > 0,
    },
    {
      title: 'Database size',
      icon: Database,
      value: formatSize(system.database.sizeBytes),
      caption: system.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server',
    },
    {
      title: 'Bot hits stored',
      icon: Activity,
      value: formatStored(system.stored.botHits),
      caption: system.stored.botHits.estimated ? "The planner's estimate" : 'Raw hits within retention',
    },
    {
      title: 'Bot sessions stored',
      icon: Clock,
      value: formatStored(system.stored.botSessions),
      caption: system.stored.botSessions.estimated ? "The planner's estimate" : 'Sessions within retention',
    },
    {
      title: 'Uptime',
      icon: Timer,
      value: formatUptime(system.uptimeSeconds),
      caption: 'Of this server process',
    },
    {
      title: 'Version',
      icon: Tag,
      value: system.version,
      caption: system.commit ? `Commit ${system.commit}` : 'Commit not known (run from source)',
    },
  ];
}

/** The headline figures of the system, one card each. */
export function SystemFigures({ system }: { system: AdminSystemResponse }) {
  return (
    <div className="space-y-4">
      {system.ingestQueue.writeFailure && (
        <Callout tone="warning" title="Hits cannot be written">
          {system.ingestQueue.writeFailure}
        </Callout>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figuresOf(system).map((figure) => (
          <StatCard
            key={figure.title}
            title={figure.title}
            icon={figure.icon}
            value={figure.value}
            caption={figure.caption}
            tone={figure.danger ? 'danger' : 'primary'}
          />
        ))}
      </div>
    </div>
  );
}

type Table = AdminSystemResponse['database']['largestTables'][number];
const TABLE_COLUMNS: DataTableColumn<Table>[] = [
  { id: 'name', header: 'Table', isRowHeader: true, cell: (table) => <code>{table.name}</code> },
  {
    id: 'size',
    header: 'Size with indexes',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (table) => formatSize(table.bytes),
  },
];

/** Which database, where, and its ten largest tables. */
export function DatabaseCard({ database }: { database: AdminSystemResponse['database'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Database</CardTitle>
        <CardDescription className="break-all">
          {database.kind === 'pglite' ? 'PGlite at ' : 'PostgreSQL server '}
          <code>{database.location}</code> · {formatSize(database.sizeBytes)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="The ten largest tables"
          columns={TABLE_COLUMNS}
          rows={database.largestTables}
          rowKey={(table) => table.name}
        />
      </CardContent>
    </Card>
  );
}
