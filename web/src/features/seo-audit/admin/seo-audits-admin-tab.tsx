import { SCORE_GOOD, SCORE_HIGH } from '@botlens/contracts';
import { ScanSearch, ThumbsDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/features/robots-policy/use-debounced-value';
import { AuditsTable } from './audits-table';
import { useAdminAuditsQuery } from './use-admin-audits-queries';

const NUMBER = new Intl.NumberFormat('en-US');

function AuditsBody({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(search);
  // A new search starts from its first page.
  if (pageOf !== search) {
    setPageOf(search);
    setPage(1);
  }
  const audits = useAdminAuditsQuery(search, page);
  return (
    <QueryState
      query={audits}
      errorTitle="Could not load the SEO audits"
      skeleton={<TableSkeleton rows={5} />}
    >
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard title="Total Audits" icon={ScanSearch} value={NUMBER.format(data.counts.total)} />
            <StatCard
              title="High-Performance"
              icon={TrendingUp}
              tone="success"
              value={NUMBER.format(data.counts.highPerformance)}
              caption={`Score ${SCORE_HIGH} or more`}
            />
            <StatCard
              title="Need Improvement"
              icon={ThumbsDown}
              tone="danger"
              value={NUMBER.format(data.counts.needImprovement)}
              caption={`Score below ${SCORE_GOOD}`}
            />
          </div>
          {data.counts.total === 0 ? (
            <EmptyState
              icon={<ScanSearch className="size-8" />}
              title="No SEO Audits Found"
              description={
                search ? 'No audits match your search criteria.' : 'No SEO audits have been created yet.'
              }
            />
          ) : (
            <AuditsTable
              audits={data.audits}
              page={data.page}
              pageCount={Math.ceil(data.counts.total / data.pageSize)}
              onPageChange={setPage}
              loading={audits.isPlaceholderData}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

/** Part 2, SEO Audits tab: every audit, searched by domain or audit id on the server, counted by band. */
export function SeoAuditsAdminTab() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>SEO Audits</CardTitle>
          <CardDescription>Every AI-readiness audit run, by accounts and anonymous visitors.</CardDescription>
        </div>
        <SearchField
          label="Search audits by domain or audit ID"
          placeholder="Search by domain or audit ID..."
          value={text}
          maxLength={200}
          onValueChange={setText}
          className="w-full sm:w-72"
        />
      </CardHeader>
      <CardContent>
        <AuditsBody search={search} />
      </CardContent>
    </Card>
  );
}
