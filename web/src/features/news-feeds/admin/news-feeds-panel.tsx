import { Rss } from 'lucide-react';
import { Callout } from '@/components/callout';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable } from '@/components/ui/data-table';
import { useNewsFeedsQuery } from '../use-news-feeds-queries';
import { AddNewsFeedForm } from './add-news-feed-form';
import { NEWS_FEED_COLUMNS } from './news-feed-columns';

/**
 * The News feeds tab of the admin Blog section: the sources whose items fill the blog, each with its health
 * (last fetch, status, items, last error, next poll), "Poll now" and delete. A failing feed is backed off,
 * never dropped, and said so above the table.
 */
export function NewsFeedsPanel() {
  const feeds = useNewsFeedsQuery();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Feeds are polled every 30 minutes; a failing feed is tried again later and later (at most a day apart)
        and stays listed until you delete it.
      </p>
      <AddNewsFeedForm />
      <QueryState
        query={feeds}
        errorTitle="Could not load the news feeds"
        skeleton={<TableSkeleton rows={3} />}
      >
        {(rows) => {
          const failing = rows.filter((feed) => feed.lastStatus === 'error');
          return rows.length === 0 ? (
            <EmptyState
              icon={<Rss className="size-8" />}
              title="No news feeds yet"
              description="Add an RSS, Atom or JSON Feed address above; its items appear on the blog."
            />
          ) : (
            <>
              {failing.length > 0 && (
                <Callout
                  tone="danger"
                  title={failing.length === 1 ? '1 feed is failing' : `${failing.length} feeds are failing`}
                >
                  Each failing feed shows its last error below and is tried again later and later; fix its
                  address or the site, then poll it now.
                </Callout>
              )}
              <DataTable
                caption="News feeds"
                columns={NEWS_FEED_COLUMNS}
                rows={rows}
                rowKey={(feed) => feed.id}
                rowClassName={(feed) => (feed.lastStatus === 'error' ? 'bg-danger-soft/40' : undefined)}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
