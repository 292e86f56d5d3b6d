import type { ServedFilesCheck } from '@botlens/contracts';
import { Callout } from '@/components/callout';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatLocalDateTime } from '@/lib/format-time';
import { liveFileSentence } from '../live-file';
import { useServedFilesCheckQuery } from '../use-robots-policy-queries';
import { DiffView } from './diff-view';

type DifferingBot = ServedFilesCheck['robotsTxt']['botsDiffering'][number];

/** What the site really serves at /robots.txt and /llms.txt, against what the policy and the last generation say. */
export function ServedCheckPanel({ websiteId }: { websiteId: number }) {
  const check = useServedFilesCheckQuery(websiteId);
  return (
    <QueryState
      query={check}
      errorTitle="Could not check the served files"
      skeleton={<TableSkeleton rows={6} />}
    >
      {(result) => (
        <div className="space-y-6">
          <RobotsCheck check={result.robotsTxt} />
          <LlmsCheck check={result.llmsTxt} />
        </div>
      )}
    </QueryState>
  );
}

function RobotsCheck({ check }: { check: ServedFilesCheck['robotsTxt'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>robots.txt</CardTitle>
        <CardDescription>{liveFileSentence(check.live)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {check.live !== null && (
          <DiffView lines={check.diff} label="robots.txt: the served file against the policy's" />
        )}
        {check.live === null ? (
          <p className="text-sm text-muted-foreground">
            No bot is compared: the site's robots.txt could not be read.
          </p>
        ) : check.botsDiffering.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every known bot is treated the same by both files.</p>
        ) : (
          <DataTable
            caption="Bots the served file treats differently from the policy"
            columns={DIFFERING_COLUMNS}
            rows={check.botsDiffering}
            rowKey={(bot) => bot.name}
            scrollClassName="max-h-80"
            stickyHeader
          />
        )}
      </CardContent>
    </Card>
  );
}

function decisionBadge(decision: 'allow' | 'block') {
  return (
    <Badge variant={decision === 'block' ? 'danger' : 'success'}>
      {decision === 'block' ? 'Blocked' : 'Allowed'}
    </Badge>
  );
}

const DIFFERING_COLUMNS: DataTableColumn<DifferingBot>[] = [
  { id: 'name', header: 'Bot', isRowHeader: true, cell: (bot) => bot.name, sortValue: (bot) => bot.name },
  { id: 'operator', header: 'Operator', cell: (bot) => bot.operator },
  { id: 'purpose', header: 'Purpose', cell: (bot) => bot.purpose },
  { id: 'policy', header: 'Policy', cell: (bot) => decisionBadge(bot.policy) },
  { id: 'served', header: 'Served file', cell: (bot) => decisionBadge(bot.served) },
];

function LlmsCheck({ check }: { check: ServedFilesCheck['llmsTxt'] }) {
  const fetched = formatLocalDateTime(check.fetchedAt) ?? check.fetchedAt;
  return (
    <Card>
      <CardHeader>
        <CardTitle>llms.txt</CardTitle>
        <CardDescription>
          {!check.reachable
            ? `/llms.txt could not be read from here (tried ${fetched}): the domain does not resolve or does not answer.`
            : check.served
              ? `The site serves /llms.txt (read ${fetched}).`
              : `The site serves no /llms.txt (read ${fetched}).`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!check.reachable ? null : check.diff.length === 0 ? (
          <p className="text-sm text-muted-foreground">No llms.txt has been generated yet to compare with.</p>
        ) : (
          <DiffView lines={check.diff} label="llms.txt: the served file against the generated one" />
        )}
        {check.validation &&
          (check.validation.valid && check.validation.warnings.length === 0 ? (
            <Callout tone="success" title="The served llms.txt is valid" />
          ) : (
            <Callout
              tone={check.validation.valid ? 'warning' : 'danger'}
              title={
                check.validation.valid
                  ? 'The served llms.txt is valid, with warnings'
                  : 'The served llms.txt does not follow the format'
              }
            >
              <ul className="list-disc space-y-0.5 pl-5">
                {[...check.validation.errors, ...check.validation.warnings].map((issue) => (
                  <li key={`${issue.line}-${issue.message}`}>
                    {issue.line > 0 ? `Line ${issue.line}: ` : ''}
                    {issue.message}
                  </li>
                ))}
              </ul>
            </Callout>
          ))}
      </CardContent>
    </Card>
  );
}
