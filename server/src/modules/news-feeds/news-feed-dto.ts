import type { FeedPollStatus, NewsFeed } from '@botlens/contracts';
import type { FeedWithCategory } from './news-feeds.queries';

export function toNewsFeed(row: FeedWithCategory): NewsFeed {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastStatus: (row.lastStatus as FeedPollStatus | null) ?? null,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    nextPollAt: row.nextPollAt.toISOString(),
    itemsTotal: row.itemsTotal,
    lastNewItems: row.lastNewItems,
    createdAt: row.createdAt.toISOString(),
  };
}
