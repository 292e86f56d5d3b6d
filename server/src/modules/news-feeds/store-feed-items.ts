import type { Database, Transaction } from '../../db/client';
import type { FeedItem } from './feed-items';
import { slugBaseOf } from './feed-text';
import { insertFeedPost, selectKnownItems, selectSlugsLike } from './news-feeds.queries';

type FeedOfItems = { id: number; name: string; categoryId: number | null };

/** The first of base, base-2, base-3 … that no post has. */
function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Stores the items not yet known as published posts of the feed's category, and answers how many it
 * stored. Known means: the same GUID from this feed, or the same canonical address from any feed, whatever
 * the post's status (a hidden item stays hidden). A post a racing process stored first, or whose slug it
 * took, is looked at again once: still unknown, it is stored under the next free slug.
 */
export async function storeFeedItems(
  db: Database | Transaction,
  feed: FeedOfItems,
  items: FeedItem[],
): Promise<number> {
  if (items.length === 0) return 0;
  const known = await selectKnownItems(
    db,
    feed.id,
    items.map((item) => item.guid),
    items.flatMap((item) => (item.canonicalUrl ? [item.canonicalUrl] : [])),
  );
  let stored = 0;
  for (const item of items) {
    if (known.guids.has(item.guid)) continue;
    if (item.canonicalUrl && known.canonicalUrls.has(item.canonicalUrl)) continue;
    const base = slugBaseOf(item.title);
    const post = {
      ...item,
      categoryId: feed.categoryId,
      feedId: feed.id,
      sourceName: feed.name,
    };
    let inserted = await insertFeedPost(db, {
      ...post,
      slug: freeSlug(base, await selectSlugsLike(db, base)),
    });
    if (!inserted) {
      const again = await selectKnownItems(
        db,
        feed.id,
        [item.guid],
        item.canonicalUrl ? [item.canonicalUrl] : [],
      );
      if (again.guids.size === 0 && again.canonicalUrls.size === 0) {
        inserted = await insertFeedPost(db, {
          ...post,
          slug: freeSlug(base, await selectSlugsLike(db, base)),
        });
      }
    }
    if (inserted) stored++;
    // A later item of the same document with this address is the same article.
    if (item.canonicalUrl) known.canonicalUrls.add(item.canonicalUrl);
  }
  return stored;
}
