import { z } from 'zod';
import { wholeNumberParam } from './common';

/** Part 2 §9: twelve cards a page; the buttons show only past twelve. */
export const BLOG_PAGE_SIZE = 12;
/** Part 2 §9: a category without a colour shows this one on the list, and the other on a post. */
export const BLOG_FALLBACK_COLOR_LIST = '#3B82F6';
export const BLOG_FALLBACK_COLOR_DETAIL = '#6B7280';
/** Part 2 §2: a card shows at most three tags. */
export const BLOG_CARD_MAX_TAGS = 3;

export const MAX_BLOG_SEARCH_LENGTH = 200;
// The last page a visitor can ask for; far past any real blog, and it keeps OFFSET bounded.
export const MAX_BLOG_PAGE = 10_000;

/** A slug as the blog's addresses carry it: lower-case letters, digits and single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_BLOG_SLUG_LENGTH = 120;
export const blogSlugField = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(MAX_BLOG_SLUG_LENGTH, `Slug must be at most ${MAX_BLOG_SLUG_LENGTH} characters`)
  .regex(BLOG_SLUG_PATTERN, 'Slug may hold only lower-case letters, digits and single hyphens');

export const blogSlugParam = z.object({ slug: blogSlugField });

/** GET /api/blog/posts: category by slug (absent: all), page from 1, search on title, excerpt and tags. */
export const blogPostsQuery = z.object({
  category: blogSlugField.optional(),
  page: wholeNumberParam(1, MAX_BLOG_PAGE).default(1),
  search: z
    .string()
    .trim()
    .max(MAX_BLOG_SEARCH_LENGTH, `Search must be at most ${MAX_BLOG_SEARCH_LENGTH} characters`)
    .optional(),
});
export type BlogPostsQuery = z.input<typeof blogPostsQuery>;

/** Part 2 §3: id, name, slug, color, postCount (published posts only). */
export const blogCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string().nullable(),
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;
export const blogCategoriesResponse = z.array(blogCategory);

const postCategory = blogCategory.omit({ postCount: true });

/** A card on /blog (part 2 §3's list fields). Aggregated items carry their source's name and link. */
export const blogPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featuredImage: z.string().nullable(),
  category: postCategory.nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPostsResponse = z.object({
  posts: z.array(blogPostSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponse>;

/** /blog/{slug}: the post; `content` is HTML the server has already cut to the article allow-list. */
export const blogPostDetail = blogPostSummary.omit({ viewCount: true }).extend({
  content: z.string(),
  views: z.number().int(),
  updatedAt: z.string(),
});
export type BlogPostDetail = z.infer<typeof blogPostDetail>;
