import type { RobotsCompliance } from '@botlens/contracts';
import { useId, useState } from 'react';
import { Callout } from '@/components/callout';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { formatNumber } from '@/features/analytics/analytics-format';
import { formatLocalDateTime } from '@/lib/format-time';
import { useRobotsComplianceQuery } from '../use-robots-policy-queries';
import { botColumns } from './bot-columns';
import { DAYS_OPTIONS, type SimulationDays } from './simulation-panel';

type ComplianceBot = RobotsCompliance['bots'][number];

const OUTCOME_NAMES: Record<RobotsCompliance['versions'][number]['outcome'], string> = {
  ok: 'served',
  missing: 'no file (allow all)',
  unreachable: 'unreachable (disallow all)',
};

/** Bots that read paths the robots.txt then in force disallowed them, judged hit by hit against that file. */
export function CompliancePanel({ websiteId }: { websiteId: number }) {
  const id = useId();
  const [days, setDays] = useState<SimulationDays>(30);
  const compliance = useRobotsComplianceQuery(websiteId, days);
  return (
    <div className="space-y-4">
      <SelectField
        id={id}
        label="Traffic window"
        value={String(days)}
        onValueChange={(value) => setDays(Number(value) as SimulationDays)}
        options={DAYS_OPTIONS}
        className="sm:w-56"
      />
      <QueryState
        query={compliance}
        errorTitle="Could not load the compliance report"
        skeleton={<TableSkeleton rows={4} />}
      >
        {(report) => <ComplianceReport report={report} />}
      </QueryState>
    </div>
  );
}

function ComplianceReport({ report }: { report: RobotsCompliance }) {
  return (
    <div className="space-y-4">
      <section className="space-y-1 text-sm">
        <h3 className="font-semibold">robots.txt versions in force in the window</h3>
        {report.versions.length === 0 ? (
          <p className="text-muted-foreground">
            No version of the live robots.txt is known yet: it is read when the outputs are opened and every
            day.
          </p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-5">
            {report.versions.map((version) => (
              <li key={version.fetchedAt}>
                From {formatLocalDateTime(version.fetchedAt) ?? version.fetchedAt}:{' '}
                {OUTCOME_NAMES[version.outcome]}
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.hitsBeforeFirstVersion > 0 && (
        <Callout tone="info" title="Hits before the first known file">
          <p>
            {formatNumber(report.hitsBeforeFirstVersion)} hits came before the first version was read: no file
            is known to have been in force for them, so they are not judged.
          </p>
        </Callout>
      )}
      {report.versions.length === 0 ? (
        <EmptyState
          title="Nothing to judge yet"
          description="No robots.txt of the site is known for this window, so no hit can be judged against one."
        />
      ) : report.bots.length === 0 ? (
        <EmptyState
          title="Every bot kept to the robots.txt"
          description="No bot read a path the file in force disallowed for it in this window."
        />
      ) : (
        <DataTable
          caption="Bots that ignored the robots.txt in force"
          columns={COLUMNS}
          rows={report.bots}
          rowKey={(bot) => bot.name}
          defaultSort={{ columnId: 'disallowed', direction: 'desc' }}
          className="min-w-[44rem]"
        />
      )}
    </div>
  );
}

const COLUMNS: DataTableColumn<ComplianceBot>[] = [
  ...botColumns<ComplianceBot>(),
  {
    id: 'disallowed',
    header: 'Disallowed hits',
    align: 'right',
    cell: (bot) => formatNumber(bot.disallowedHits),
    sortValue: (bot) => bot.disallowedHits,
    sortFirst: 'desc',
  },
  {
    id: 'examples',
    header: 'First examples',
    cell: (bot) => (
      <ul className="space-y-0.5 text-xs">
        {bot.examples.map((example) => (
          <li key={`${example.occurredAt}-${example.path}`} className="break-all">
            <code className="font-mono">{example.path}</code>{' '}
            <span className="text-muted-foreground">
              {formatLocalDateTime(example.occurredAt) ?? example.occurredAt}
            </span>
          </li>
        ))}
      </ul>
    ),
  },
];
