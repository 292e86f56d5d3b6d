import { z } from 'zod';
import { wholeNumberParam } from './common';
import { markdownField } from './markdown';

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

// ---- The administrators' writing side (the Blog section of the admin Content tab) ----

export const MAX_BLOG_TITLE_LENGTH = 200;
export const MAX_BLOG_EXCERPT_LENGTH = 500;
export const MAX_BLOG_MARKDOWN_LENGTH = 100_000;
export const MAX_BLOG_TAGS = 10;
export const MAX_BLOG_TAG_LENGTH = 40;
export const MAX_BLOG_IMAGE_URL_LENGTH = 2_000;
export const MAX_BLOG_CATEGORY_NAME_LENGTH = 60;
/** The admin list's page size (server-side paging). */
export const ADMIN_BLOG_PAGE_SIZE = 20;

/** #RRGGBB: the one colour form the cards and badges take. */
export const BLOG_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** How the admin list names a post: a published post whose date has not come is Scheduled. */
export const BLOG_POST_STATES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];
export const BLOG_POST_STATE_LABELS: Record<BlogPostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  hidden: 'Hidden',
};

export const BLOG_ORIGIN_FILTERS = ['all', 'own', 'feed'] as const;
export type BlogOriginFilter = (typeof BLOG_ORIGIN_FILTERS)[number];

/** GET /api/admin/blog/posts: every post of every state, the team's, the aggregated or both. */
export const adminBlogPostsQuery = z.object({
  origin: z.enum(BLOG_ORIGIN_FILTERS).default('all'),
  page: wholeNumberParam(1, MAX_BLOG_PAGE).default(1),
  search: blogPostsQuery.shape.search,
});
export type AdminBlogPostsQuery = z.input<typeof adminBlogPostsQuery>;

export const adminBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The author's Markdown; null for an aggregated item. */
  markdown: z.string().nullable(),
  contentHtml: z.string(),
  featuredImage: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published', 'hidden']),
  state: z.enum(BLOG_POST_STATES),
  publishedAt: z.string().nullable(),
  origin: z.enum(['own', 'feed']),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

export const adminBlogPostsResponse = z.object({
  posts: z.array(adminBlogPost),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminBlogPostsResponse = z.infer<typeof adminBlogPostsResponse>;

const httpsImageUrl = z
  .string()
  .trim()
  .max(
    MAX_BLOG_IMAGE_URL_LENGTH,
    `Featured image URL must be at most ${MAX_BLOG_IMAGE_URL_LENGTH} characters`,
  )
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'Featured image must be an https:// URL');

const blogTag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(MAX_BLOG_TAG_LENGTH, `A tag must be at most ${MAX_BLOG_TAG_LENGTH} characters`);

/**
 * POST and PUT /api/admin/blog/posts: the post in Markdown. Without a slug, one is made from the title.
 * `published` with a future `publishedAt` schedules the post; `published` without a date publishes now.
 */
export const saveBlogPostRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(MAX_BLOG_TITLE_LENGTH, `Title must be at most ${MAX_BLOG_TITLE_LENGTH} characters`),
  slug: z.union([blogSlugField, z.literal('')]).optional(),
  excerpt: z
    .string()
    .trim()
    .max(MAX_BLOG_EXCERPT_LENGTH, `Excerpt must be at most ${MAX_BLOG_EXCERPT_LENGTH} characters`)
    .default(''),
  markdown: markdownField('Content', MAX_BLOG_MARKDOWN_LENGTH).refine(
    (value) => value.trim() !== '',
    'Content is required',
  ),
  tags: z.array(blogTag).max(MAX_BLOG_TAGS, `At most ${MAX_BLOG_TAGS} tags`).default([]),
  categoryId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  featuredImage: z
    .union([httpsImageUrl, z.literal('')])
    .nullable()
    .default(null),
  status: z.enum(['draft', 'published']),
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Publish date must be a date and time' })
    .nullable()
    .default(null),
});
export type SaveBlogPostRequest = z.input<typeof saveBlogPostRequest>;

/** PUT /api/admin/blog/posts/:id/visibility: an aggregated item hidden from the blog, or shown again. */
export const blogPostVisibilityRequest = z.object({ hidden: z.boolean() });

/** POST /api/admin/blog/preview: the Markdown as the blog would show it. */
export const blogPreviewRequest = z.object({
  markdown: markdownField('Content', MAX_BLOG_MARKDOWN_LENGTH),
});
export const blogPreviewResponse = z.object({ html: z.string() });

/** POST and PUT /api/admin/blog/categories. Without a slug, one is made from the name. */
export const saveBlogCategoryRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(MAX_BLOG_CATEGORY_NAME_LENGTH, `Name must be at most ${MAX_BLOG_CATEGORY_NAME_LENGTH} characters`),
  slug: z.union([blogSlugField, z.literal('')]).optional(),
  color: z.string().trim().regex(BLOG_COLOR_PATTERN, 'Colour must be a hex colour like #3B82F6'),
});
export type SaveBlogCategoryRequest = z.input<typeof saveBlogCategoryRequest>;
