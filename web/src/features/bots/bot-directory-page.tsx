import {
  BOT_PURPOSE_NAMES,
  type BotDirectoryEntry,
  type BotDirectoryQuery,
  MAX_BOT_SEARCH_CHARS,
} from '@botlens/contracts';
import { BookOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AnalyticsCard } from '@/features/analytics/components/analytics-card';
import { BotTypeBadge } from '@/features/analytics/components/bot-badges';
import { directoryQueryFrom, directorySearch, PURPOSE_OPTIONS, TYPE_OPTIONS } from './bot-directory-params';
import { BotNameLink } from './components/bot-name-link';
import { RobotsTokens } from './components/robots-tokens';
import { useBotDirectoryQuery } from './use-bot-queries';

// Typing waits this long after the last key before it searches (and changes the address).
const SEARCH_DELAY_MS = 300;

const COLUMNS: DataTableColumn<BotDirectoryEntry>[] = [
  {
    id: 'bot',
    header: 'Bot',
    isRowHeader: true,
    cellClassName: 'font-medium break-words',
    cell: (bot) => <BotNameLink name={bot.name} />,
  },
  { id: 'operator', header: 'Operator', cellClassName: 'break-words', cell: (bot) => bot.operator },
  { id: 'type', header: 'Type', cell: (bot) => <BotTypeBadge type={bot.type} /> },
  { id: 'purpose', header: 'Purpose', cell: (bot) => BOT_PURPOSE_NAMES[bot.purpose] },
  {
    id: 'tokens',
    header: 'robots.txt tokens',
    cellClassName: 'text-sm',
    cell: (bot) => <RobotsTokens tokens={bot.robotsTokens} />,
  },
];

/** `/bots`: every bot the registry knows, searched and filtered on the server, a page at a time. */
export function BotDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const query = directoryQueryFrom(params);
  const change = (changes: Partial<BotDirectoryQuery>) =>
    setParams(new URLSearchParams(directorySearch({ ...query, page: 1, ...changes })), { replace: true });
  const result = useBotDirectoryQuery(query);
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Bot Directory"
        description="Every bot BotLens knows: who runs it, why it crawls, how to verify it and how robots.txt reaches it"
      />
      <DirectoryFilters query={query} onChange={change} />
      <AnalyticsCard
        title="Known bots"
        icon={BookOpen}
        description={
          result.data ? (
            <span aria-live="polite">
              {result.data.total} {result.data.total === 1 ? 'bot' : 'bots'}
              {isFiltered(query) && (result.data.total === 1 ? ' matches' : ' match')}
            </span>
          ) : undefined
        }
      >
        <QueryState
          query={result}
          errorTitle="Could not load the bot directory"
          skeleton={<TableSkeleton rows={8} />}
        >
          {(page) => (
            <DataTable
              caption="Known bots"
              columns={COLUMNS}
              rows={page.bots}
              rowKey={(bot) => bot.slug}
              className="min-w-[720px]"
              empty="No bots match this search. Try another name, operator or token, or clear the filters."
              pagination={{
                page: page.page,
                pageCount: page.pageCount,
                onPageChange: (next) => change({ page: next }),
              }}
            />
          )}
        </QueryState>
      </AnalyticsCard>
    </PageContainer>
  );
}

function isFiltered(query: BotDirectoryQuery): boolean {
  return query.q !== '' || query.type !== 'all' || query.purpose !== 'all';
}

function DirectoryFilters({
  query,
  onChange,
}: {
  query: BotDirectoryQuery;
  onChange: (changes: Partial<BotDirectoryQuery>) => void;
}) {
  const searchId = useId();
  const typeId = useId();
  const purposeId = useId();
  const [text, setText] = useState(query.q);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // The address changed on its own (back, a link): the field follows it.
  useEffect(() => setText((current) => (current.trim() === query.q ? current : query.q)), [query.q]);
  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => latestOnChange.current({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.q]);
  return (
    <search
      aria-label="Search the directory"
      className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      <TextField
        id={searchId}
        label="Search"
        type="search"
        placeholder="Name, operator or robots.txt token"
        value={text}
        maxLength={MAX_BOT_SEARCH_CHARS}
        onChange={(event) => setText(event.target.value)}
        className="min-w-0 sm:w-80"
      />
      <SelectField
        id={typeId}
        label="Type"
        value={query.type}
        options={TYPE_OPTIONS}
        onValueChange={(type) => onChange({ type: type as BotDirectoryQuery['type'] })}
        className="sm:w-48"
      />
      <SelectField
        id={purposeId}
        label="Purpose"
        value={query.purpose}
        options={PURPOSE_OPTIONS}
        onValueChange={(purpose) => onChange({ purpose: purpose as BotDirectoryQuery['purpose'] })}
        className="sm:w-48"
      />
    </search>
  );
}
