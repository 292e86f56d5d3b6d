import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { executeRows } from '../../db/rows';
import { blogCategories, blogFeeds, blogPosts } from '../../db/schema';

export type FeedRow = typeof blogFeeds.$inferSelect;
export type FeedWithCategory = FeedRow & { categoryName: string | null };
type Db = Database | Transaction;

const feedColumns = {
  feed: blogFeeds,
  categoryName: blogCategories.name,
};

function withCategory(row: { feed: FeedRow; categoryName: string | null }): FeedWithCategory {
  return { ...row.feed, categoryName: row.categoryName };
}

/** Every feed with its category's name, oldest first (the order the administrators added them). */
export async function selectFeeds(db: Db): Promise<FeedWithCategory[]> {
  const rows = await db
    .select(feedColumns)
    .from(blogFeeds)
    .leftJoin(blogCategories, eq(blogCategories.id, blogFeeds.categoryId))
    .orderBy(asc(blogFeeds.id));
  return rows.map(withCategory);
}

export async function selectFeed(db: Db, id: number): Promise<FeedWithCategory | undefined> {
  const [row] = await db
    .select(feedColumns)
    .from(blogFeeds)
    .leftJoin(blogCategories, eq(blogCategories.id, blogFeeds.categoryId))
    .where(eq(blogFeeds.id, id));
  return row && withCategory(row);
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  return row !== undefined;
}

export async function insertFeed(
  tx: Transaction,
  values: { url: string; name: string; categoryId: number | null; createdBy: number },
): Promise<FeedRow> {
  const [row] = await tx.insert(blogFeeds).values(values).returning();
  if (!row) throw new Error('inserting a feed returned no row');
  return row;
}

export async function deleteFeedRow(tx: Transaction, id: number): Promise<FeedRow | undefined> {
  const [row] = await tx.delete(blogFeeds).where(eq(blogFeeds.id, id)).returning();
  return row;
}

/**
 * Claims up to `limit` due feeds for this process by moving their next poll to the lease's end: SKIP LOCKED
 * keeps two processes off the same feed, and a process that dies mid-poll leaves the feed due again once the
 * lease has run out. The poll then writes the real next time.
 */
export async function claimDueFeeds(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<number[]> {
  const clock = sql`${now.toISOString()}::timestamptz`;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update blog_feeds set next_poll_at = ${clock} + ${leaseMs} * interval '1 millisecond'
        where id in (
          select id from blog_feeds where next_poll_at <= ${clock}
          order by next_poll_at, id
          limit ${limit}
          for update skip locked)
        returning id::int as "id"`,
  );
  return rows.map((row) => Number(row.id));
}

export type FeedPollUpdate = Pick<
  FeedRow,
  | 'lastFetchedAt'
  | 'lastStatus'
  | 'lastHttpStatus'
  | 'lastError'
  | 'consecutiveFailures'
  | 'nextPollAt'
  | 'lastNewItems'
> &
  Partial<Pick<FeedRow, 'etag' | 'lastModified' | 'lastSuccessAt' | 'name'>>;

/** Writes a poll's outcome; `itemsAdded` is added to the feed's running count of imported items. */
export async function updateFeedAfterPoll(
  tx: Db,
  id: number,
  update: FeedPollUpdate,
  itemsAdded: number,
): Promise<void> {
  await tx
    .update(blogFeeds)
    .set({ ...update, itemsTotal: sql`${blogFeeds.itemsTotal} + ${itemsAdded}` })
    .where(eq(blogFeeds.id, id));
}

/**
 * Of the given GUIDs (of one feed) and canonical addresses (of any feed), those already stored, whatever the
 * post's status: a hidden item is still known, so the next poll does not bring it back.
 */
export async function selectKnownItems(
  db: Db,
  feedId: number,
  guids: string[],
  canonicalUrls: string[],
): Promise<{ guids: Set<string>; canonicalUrls: Set<string> }> {
  const conditions = [];
  if (guids.length > 0) conditions.push(and(eq(blogPosts.feedId, feedId), inArray(blogPosts.guid, guids)));
  if (canonicalUrls.length > 0) conditions.push(inArray(blogPosts.canonicalUrl, canonicalUrls));
  if (conditions.length === 0) return { guids: new Set(), canonicalUrls: new Set() };
  const rows = await db
    .select({ feedId: blogPosts.feedId, guid: blogPosts.guid, canonicalUrl: blogPosts.canonicalUrl })
    .from(blogPosts)
    .where(or(...conditions));
  return {
    guids: new Set(rows.filter((r) => r.feedId === feedId && r.guid).map((r) => r.guid as string)),
    canonicalUrls: new Set(rows.filter((r) => r.canonicalUrl).map((r) => r.canonicalUrl as string)),
  };
}

/** The slugs already taken that start with `base` (the candidates a new one must avoid). */
export async function selectSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(like(blogPosts.slug, `${base}%`));
  return new Set(rows.map((row) => row.slug));
}

export type NewFeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  categoryId: number | null;
  tags: string[];
  publishedAt: Date;
  feedId: number;
  guid: string;
  canonicalUrl: string | null;
  sourceName: string;
  sourceUrl: string | null;
};

/**
 * Stores an aggregated item as a published post. Any unique index may refuse it (its GUID, its canonical
 * address or its slug, taken meanwhile by another process): then nothing is written and false comes back.
 */
export async function insertFeedPost(tx: Db, post: NewFeedPost): Promise<boolean> {
  const rows = await tx
    .insert(blogPosts)
    .values({ ...post, origin: 'feed', status: 'published', markdown: null })
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}
