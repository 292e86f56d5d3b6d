import {
  BLOG_PAGE_SIZE,
  type BlogCategory,
  type BlogPostDetail,
  type BlogPostsResponse,
} from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import type { Ctx } from '../context';
import {
  recordPostView,
  selectCategoriesWithCounts,
  selectVisiblePostBySlug,
  selectVisiblePosts,
} from './blog.queries';
import { toCategory, toDetail, toSummary } from './blog-dto';
import { effectiveSearch, pageCount } from './blog-search';
import { utcDay, type VisitorHasher } from './visitor-hash';

export const POST_NOT_FOUND = 'Post Not Found';

/** GET /api/blog/posts: twelve visible posts a page, newest first, by category slug and search. */
export async function listBlogPosts({
  ctx,
  input,
}: {
  ctx: Pick<Ctx, 'db'>;
  input: { category?: string; page: number; search?: string };
}): Promise<BlogPostsResponse> {
  const { rows, total } = await selectVisiblePosts(ctx.db, {
    now: new Date(),
    categorySlug: input.category,
    search: effectiveSearch(input.search),
    limit: BLOG_PAGE_SIZE,
    offset: (input.page - 1) * BLOG_PAGE_SIZE,
  });
  return {
    posts: rows.map(toSummary),
    total,
    page: input.page,
    pageSize: BLOG_PAGE_SIZE,
    totalPages: pageCount(total, BLOG_PAGE_SIZE),
  };
}

/**
 * GET /api/blog/posts/:slug: the post, its view counted at most once per visitor and day. A draft, a
 * scheduled or a hidden post is the same 404 as one that does not exist.
 */
export function readBlogPostVerb(hasher: VisitorHasher) {
  return async ({
    ctx,
    input,
  }: {
    ctx: Ctx;
    input: { slug: string; userAgent: string | undefined };
  }): Promise<BlogPostDetail> => {
    const now = new Date();
    const row = await selectVisiblePostBySlug(ctx.db, input.slug, now);
    if (!row) throw new NotFoundError(POST_NOT_FOUND);
    const day = utcDay(now);
    const visitorHash = hasher.hash({ day, clientIp: ctx.clientIp, userAgent: input.userAgent });
    const views = await recordPostView(ctx.db, { postId: row.post.id, day, visitorHash });
    return toDetail(row, views);
  };
}

/** GET /api/blog/categories: every category with the number of posts visitors see in it now. */
export async function listBlogCategories({ ctx }: { ctx: Ctx }): Promise<BlogCategory[]> {
  const rows = await selectCategoriesWithCounts(ctx.db, { visibleAt: new Date() });
  return rows.map(toCategory);
}
