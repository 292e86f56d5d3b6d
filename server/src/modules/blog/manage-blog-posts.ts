import {
  ADMIN_BLOG_PAGE_SIZE,
  type AdminBlogPost,
  type AdminBlogPostsResponse,
  type BlogOriginFilter,
  type saveBlogPostRequest,
} from '@botlens/contracts';
import type { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { renderArticleMarkdown } from '../../lib/render-markdown';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import {
  deletePost,
  insertPost,
  type PostValues,
  selectAdminPosts,
  selectCategoryById,
  selectPostById,
  updatePost,
} from './blog.queries';
import { toAdminPost } from './blog-dto';
import { effectiveSearch, pageCount } from './blog-search';
import { slugFromTitle } from './blog-slug';

type SavePost = z.output<typeof saveBlogPostRequest>;

const slugTaken = (slug: string) =>
  new ConflictError(
    `A post with the address /blog/${slug} already exists: choose another slug or title`,
    'slug',
  );
const NOT_FOUND = 'This post does not exist';

/** GET /api/admin/blog/posts: every post, paged on the server. */
export async function listAdminBlogPosts({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { origin: BlogOriginFilter; page: number; search?: string };
}): Promise<AdminBlogPostsResponse> {
  const { rows, total } = await selectAdminPosts(ctx.db, {
    origin: input.origin,
    search: effectiveSearch(input.search),
    limit: ADMIN_BLOG_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_BLOG_PAGE_SIZE,
  });
  const now = new Date();
  return {
    posts: rows.map((row) => toAdminPost(row, now)),
    total,
    page: input.page,
    pageSize: ADMIN_BLOG_PAGE_SIZE,
    totalPages: pageCount(total, ADMIN_BLOG_PAGE_SIZE),
  };
}

export async function readAdminBlogPost({ ctx, input }: { ctx: UserCtx; input: { id: number } }) {
  const row = await selectPostById(ctx.db, input.id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toAdminPost(row, new Date());
}

/**
 * The stored values of a save: the Markdown rendered and cut to the article allow-list once, here; a
 * published post without a date is published now, a future date schedules it.
 */
async function postValues(ctx: UserCtx, input: SavePost, previousPublishedAt: Date | null) {
  if (input.categoryId !== null && !(await selectCategoryById(ctx.db, input.categoryId)))
    throw new ValidationError('This category does not exist', 'categoryId');
  const tags = [...new Set(input.tags)];
  // Without a date: an edit keeps the date it was first published on; a new post, or one that was only
  // scheduled, is published now.
  const now = new Date();
  const keptDate = previousPublishedAt && previousPublishedAt <= now ? previousPublishedAt : now;
  const publishedAt =
    input.publishedAt !== null ? new Date(input.publishedAt) : input.status === 'published' ? keptDate : null;
  return {
    slug: input.slug ? input.slug : slugFromTitle(input.title),
    title: input.title,
    excerpt: input.excerpt,
    markdown: input.markdown,
    contentHtml: renderArticleMarkdown(input.markdown),
    featuredImage: input.featuredImage ? input.featuredImage : null,
    categoryId: input.categoryId,
    tags,
    status: input.status,
    publishedAt,
  } satisfies Partial<PostValues>;
}

/** POST /api/admin/blog/posts: a new post of the team's own, with its record. */
export async function createBlogPost({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: SavePost;
}): Promise<AdminBlogPost> {
  const values = await postValues(ctx, input, null);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const row = await insertPost(tx, { ...values, origin: 'own', authorId: ctx.actor.id });
      await recordAdminAction(tx, ctx, {
        action: 'blog.post.created',
        targetType: 'blog-post',
        targetId: row.id,
        details: { slug: row.slug, status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null },
      });
      return row.id;
    });
    return readAdminBlogPost({ ctx, input: { id } });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
}

/** PUT /api/admin/blog/posts/:id: the team's post rewritten. Aggregated items are only hidden or shown. */
export async function updateBlogPost({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: SavePost & { id: number };
}): Promise<AdminBlogPost> {
  const existing = await selectPostById(ctx.db, input.id);
  if (!existing) throw new NotFoundError(NOT_FOUND);
  if (existing.post.origin !== 'own')
    throw new ValidationError('An aggregated item is not edited here: hide it or show it instead');
  const values = await postValues(ctx, input, existing.post.publishedAt);
  try {
    await ctx.db.transaction(async (tx) => {
      await updatePost(tx, input.id, values);
      await recordAdminAction(tx, ctx, {
        action: 'blog.post.updated',
        targetType: 'blog-post',
        targetId: input.id,
        details: {
          slug: values.slug,
          status: values.status,
          publishedAt: values.publishedAt?.toISOString() ?? null,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(values.slug);
    throw error;
  }
  return readAdminBlogPost({ ctx, input: { id: input.id } });
}

/** DELETE /api/admin/blog/posts/:id (its view rows go with it). */
export async function deleteBlogPost({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deletePost(tx, input.id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordAdminAction(tx, ctx, {
      action: 'blog.post.deleted',
      targetType: 'blog-post',
      targetId: input.id,
      details: { slug: row.slug, title: row.title, origin: row.origin },
    });
  });
}

/**
 * PUT /api/admin/blog/posts/:id/visibility: an aggregated item taken off the blog (hidden) or put back
 * (published). Hidden keeps its GUID, so the next poll does not bring it back.
 */
export async function setBlogPostVisibility({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { id: number; hidden: boolean };
}): Promise<AdminBlogPost> {
  const existing = await selectPostById(ctx.db, input.id);
  if (!existing) throw new NotFoundError(NOT_FOUND);
  if (existing.post.origin !== 'feed')
    throw new ValidationError('Only aggregated items are hidden; save your own post as a draft instead');
  const status = input.hidden ? 'hidden' : 'published';
  await ctx.db.transaction(async (tx) => {
    await updatePost(tx, input.id, { status, publishedAt: existing.post.publishedAt ?? new Date() });
    await recordAdminAction(tx, ctx, {
      action: input.hidden ? 'blog.post.hidden' : 'blog.post.shown',
      targetType: 'blog-post',
      targetId: input.id,
      details: { slug: existing.post.slug, from: existing.post.status, to: status },
    });
  });
  return readAdminBlogPost({ ctx, input: { id: input.id } });
}

/** POST /api/admin/blog/preview: the HTML a save would store, nothing written. */
export function previewBlogMarkdown({ input }: { input: { markdown: string } }): { html: string } {
  return { html: renderArticleMarkdown(input.markdown) };
}
