import type { NewsFeed } from '@botlens/contracts';
import { RefreshCw, Trash2 } from 'lucide-react';
import { Badge, type StatusVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DataTableColumn } from '@/components/ui/data-table';
import { useDeleteNewsFeedMutation, usePollNewsFeedMutation } from '../use-news-feeds-queries';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : 'Never');

/** OK, Not modified, Failing with its count of failures in a row, or not polled yet. */
export function FeedStatusBadge({ feed }: { feed: NewsFeed }) {
  const [variant, label]: [StatusVariant, string] =
    feed.lastStatus === 'ok'
      ? ['success', 'OK']
      : feed.lastStatus === 'not_modified'
        ? ['info', 'Not modified']
        : feed.lastStatus === 'error'
          ? [
              'danger',
              `Failing · ${feed.consecutiveFailures} ${feed.consecutiveFailures === 1 ? 'failure' : 'failures'}`,
            ]
          : ['neutral', 'Not polled yet'];
  return <Badge variant={variant}>{label}</Badge>;
}

function FeedActions({ feed }: { feed: NewsFeed }) {
  const poll = usePollNewsFeedMutation();
  const remove = useDeleteNewsFeedMutation();
  const items = feed.itemsTotal === 1 ? 'the item' : `the ${feed.itemsTotal} items`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={poll.isPending}
        onClick={() => poll.mutate(feed.id)}
        aria-label={`Poll ${feed.name} now`}
      >
        <RefreshCw aria-hidden="true" className={poll.isPending ? 'animate-spin' : undefined} />
        {poll.isPending ? 'Polling...' : 'Poll now'}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`Delete ${feed.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
        title="Delete feed"
        description={`${feed.name} will no longer be polled. ${feed.itemsTotal > 0 ? `${items[0]?.toUpperCase()}${items.slice(1)} it brought stay on the blog.` : ''}`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(feed.id)}
      />
    </div>
  );
}

export const NEWS_FEED_COLUMNS: DataTableColumn<NewsFeed>[] = [
  {
    id: 'feed',
    header: 'Feed',
    isRowHeader: true,
    sortValue: (f) => f.name.toLowerCase(),
    cell: (f) => (
      <div className="min-w-0 space-y-0.5">
        <div className="font-medium break-words">{f.name}</div>
        <div className="text-xs break-all text-muted-foreground">{f.url}</div>
        <div className="text-xs text-muted-foreground">{f.category ? f.category.name : 'No category'}</div>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (f) => f.consecutiveFailures,
    sortFirst: 'desc',
    cell: (f) => (
      <div className="space-y-1">
        <FeedStatusBadge feed={f} />
        {f.lastError && <p className="max-w-xs text-xs break-words text-danger-strong">{f.lastError}</p>}
      </div>
    ),
  },
  {
    id: 'fetched',
    header: 'Last fetch',
    sortValue: (f) => f.lastFetchedAt ?? '',
    cell: (f) => (
      <div className="space-y-0.5 text-sm">
        <div>{when(f.lastFetchedAt)}</div>
        <div className="text-xs text-muted-foreground">Next: {when(f.nextPollAt)}</div>
      </div>
    ),
  },
  {
    id: 'items',
    header: 'Items',
    align: 'right',
    sortValue: (f) => f.itemsTotal,
    sortFirst: 'desc',
    cell: (f) => (
      <div>
        <span data-testid="feed-items-total">{f.itemsTotal}</span>
        {f.lastNewItems ? <div className="text-xs text-muted-foreground">+{f.lastNewItems} new</div> : null}
      </div>
    ),
  },
  { id: 'actions', header: 'Actions', cell: (f) => <FeedActions feed={f} /> },
];
