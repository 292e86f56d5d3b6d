import { and, count, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { blogCategories, blogPosts, blogPostViews } from '../../db/schema';
import { containsPattern } from './blog-search';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type PostWithCategory = { post: BlogPostRow; category: BlogCategoryRow | null };
type Db = Database | Transaction;

/** What a visitor may see: published, and its date come (a future date is a scheduled post). */
function visibleAt(now: Date): SQL {
  return and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now)) as SQL;
}

/** Title, excerpt or any tag containing the search, case-insensitive, wildcards taken literally. */
function matchesSearch(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(blogPosts.title, pattern),
    ilike(blogPosts.excerpt, pattern),
    sql`exists (select 1 from unnest(${blogPosts.tags}) as tag where tag ilike ${pattern})`,
  ) as SQL;
}

export type VisibleFilter = { now: Date; categorySlug?: string; search?: string };

function visibleWhere(filter: VisibleFilter): SQL {
  return and(
    visibleAt(filter.now),
    filter.categorySlug === undefined ? undefined : eq(blogCategories.slug, filter.categorySlug),
    filter.search === undefined ? undefined : matchesSearch(filter.search),
  ) as SQL;
}

/** A page of what visitors see, newest first (the id breaks ties so pages never overlap). */
export async function selectVisiblePosts(
  db: Db,
  filter: VisibleFilter & { limit: number; offset: number },
): Promise<{ rows: PostWithCategory[]; total: number }> {
  const where = visibleWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ post: blogPosts, category: blogCategories })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function selectVisiblePostBySlug(
  db: Db,
  slug: string,
  now: Date,
): Promise<PostWithCategory | undefined> {
  const [row] = await db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), visibleAt(now)));
  return row;
}

/** Every visible post's address and date, newest first, for the sitemap and the RSS feed. */
export async function selectVisiblePostsForFeeds(
  db: Db,
  now: Date,
  limit: number,
  origin?: 'own' | 'feed',
): Promise<PostWithCategory[]> {
  return db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(visibleAt(now), origin ? eq(blogPosts.origin, origin) : undefined))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/**
 * Counts a view once per post, day and visitor: the row's primary key decides, and only a new row adds one
 * to the post's count. Returns the count after.
 */
export async function recordPostView(
  db: Database,
  view: { postId: number; day: string; visitorHash: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(blogPostViews).values(view).onConflictDoNothing().returning();
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ viewCount: blogPosts.viewCount })
        .from(blogPosts)
        .where(eq(blogPosts.id, view.postId));
      return row?.viewCount ?? 0;
    }
    const [row] = await tx
      .update(blogPosts)
      .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
      .where(eq(blogPosts.id, view.postId))
      .returning({ viewCount: blogPosts.viewCount });
    return row?.viewCount ?? 0;
  });
}

/** The view rows of days before `day` (they only ever guard the day they name). */
export async function deletePostViewsBefore(db: Database, day: string): Promise<void> {
  await db.delete(blogPostViews).where(lt(blogPostViews.day, day));
}

/** Categories by name, each with its number of posts visitors see now (or of all posts, for the admin). */
export async function selectCategoriesWithCounts(
  db: Db,
  counting: { visibleAt: Date } | 'all',
): Promise<Array<BlogCategoryRow & { postCount: number }>> {
  const counted =
    counting === 'all'
      ? sql<number>`count(${blogPosts.id})::int`
      : sql<number>`count(${blogPosts.id}) filter (where ${visibleAt(counting.visibleAt)})::int`;
  const rows = await db
    .select({ category: blogCategories, postCount: counted })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.name, blogCategories.id);
  return rows.map((row) => ({ ...row.category, postCount: Number(row.postCount) }));
}

// ---- The administrators' side ----

export type AdminPostFilter = {
  origin: 'all' | 'own' | 'feed';
  search?: string;
  limit: number;
  offset: number;
};

/** Every post of every state, newest change first; the origin filter and search as the visitors' list. */
export async function selectAdminPosts(
  db: Db,
  filter: AdminPostFilter,
): Promise<{ rows: PostWithCategory[]; total: number }> {
  const where = and(
    filter.origin === 'all' ? undefined : eq(blogPosts.origin, filter.origin),
    filter.search === undefined ? undefined : matchesSearch(filter.search),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ post: blogPosts, category: blogCategories })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function selectPostById(db: Db, id: number): Promise<PostWithCategory | undefined> {
  const [row] = await db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id));
  return row;
}

export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt'>;

export async function insertPost(tx: Db, values: PostValues): Promise<BlogPostRow> {
  const [row] = await tx.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog_posts insert returned no row');
  return row;
}

export async function updatePost(
  tx: Db,
  id: number,
  values: Partial<PostValues>,
): Promise<BlogPostRow | undefined> {
  const [row] = await tx
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(tx: Db, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function selectCategoryById(db: Db, id: number): Promise<BlogCategoryRow | undefined> {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id));
  return row;
}

export async function insertCategory(
  tx: Db,
  values: { name: string; slug: string; color: string },
): Promise<BlogCategoryRow> {
  const [row] = await tx.insert(blogCategories).values(values).returning();
  if (!row) throw new Error('blog_categories insert returned no row');
  return row;
}

export async function updateCategory(
  tx: Db,
  id: number,
  values: { name: string; slug: string; color: string },
): Promise<BlogCategoryRow | undefined> {
  const [row] = await tx.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning();
  return row;
}

/** Deletes a category; its posts keep going without one (the foreign key sets them null). */
export async function deleteCategory(tx: Db, id: number): Promise<BlogCategoryRow | undefined> {
  const [row] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
  return row;
}

// ---- The first start ----

export async function countRows(db: Db): Promise<{ posts: number; categories: number }> {
  const [[posts], [categories]] = await Promise.all([
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(blogCategories),
  ]);
  return { posts: Number(posts?.n ?? 0), categories: Number(categories?.n ?? 0) };
}
