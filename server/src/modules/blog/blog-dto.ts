import type {
  AdminBlogPost,
  BlogCategory,
  BlogPostDetail,
  BlogPostState,
  BlogPostSummary,
} from '@botlens/contracts';
import type { BlogCategoryRow, BlogPostRow, PostWithCategory } from './blog.queries';

function categoryOf(category: BlogCategoryRow | null): BlogPostSummary['category'] {
  return category
    ? { id: category.id, name: category.name, slug: category.slug, color: category.color }
    : null;
}

export function toSummary({ post, category }: PostWithCategory): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    category: categoryOf(category),
    tags: post.tags,
    // Visible posts always have their date (the listing's condition).
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    viewCount: post.viewCount,
    sourceName: post.sourceName,
    sourceUrl: post.sourceUrl,
  };
}

export function toDetail(row: PostWithCategory, views: number): BlogPostDetail {
  const { viewCount: _viewCount, ...summary } = toSummary(row);
  return { ...summary, content: row.post.contentHtml, views, updatedAt: row.post.updatedAt.toISOString() };
}

export function toCategory(row: BlogCategoryRow & { postCount: number }): BlogCategory {
  return { id: row.id, name: row.name, slug: row.slug, color: row.color, postCount: row.postCount };
}

/** The admin list's word for a post: a published post whose date has not come is Scheduled. */
export function postState(post: Pick<BlogPostRow, 'status' | 'publishedAt'>, now: Date): BlogPostState {
  if (post.status === 'published' && post.publishedAt && post.publishedAt > now) return 'scheduled';
  return post.status;
}

export function toAdminPost({ post, category }: PostWithCategory, now: Date): AdminBlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    markdown: post.markdown,
    contentHtml: post.contentHtml,
    featuredImage: post.featuredImage,
    categoryId: post.categoryId,
    categoryName: category?.name ?? null,
    tags: post.tags,
    status: post.status,
    state: postState(post, now),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    origin: post.origin,
    sourceName: post.sourceName,
    sourceUrl: post.sourceUrl,
    viewCount: post.viewCount,
    updatedAt: post.updatedAt.toISOString(),
  };
}
