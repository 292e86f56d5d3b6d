import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The blog's categories: a name, the slug the address filters by, and a colour for the cards. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_categories_slug_unique').on(t.slug)],
);

/**
 * News sources the administrators subscribe to (RSS, Atom, RDF, JSON Feed). The poller keeps each feed's
 * validators (ETag, Last-Modified) for conditional requests and its health: a failing feed is backed off
 * (`next_poll_at`) and shown as failing, never dropped.
 */
export const blogFeeds = pgTable(
  'blog_feeds',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    // The feed's own title once read; until then the host of its address.
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    // ok, not_modified or error: the outcome of the last poll; null before the first.
    lastStatus: text('last_status'),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    itemsTotal: integer('items_total').notNull().default(0),
    lastNewItems: integer('last_new_items'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_feeds_url_unique').on(t.url), index('blog_feeds_next_poll_idx').on(t.nextPollAt)],
);

/**
 * The blog's posts: the team's own (`origin` own, written in Markdown, its HTML rendered and sanitised on
 * save) and aggregated news items (`origin` feed, their HTML sanitised with the same allow-list, with the
 * source's name and link). A post is shown when `status` is published and `published_at` has come, so a
 * future date schedules it; `hidden` takes an aggregated item off the blog without losing its GUID, so the
 * next poll does not bring it back.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    // The author's Markdown for own posts; null for aggregated items.
    markdown: text('markdown'),
    contentHtml: text('content_html').notNull(),
    featuredImage: text('featured_image'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published', 'hidden'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    origin: text('origin', { enum: ['own', 'feed'] })
      .notNull()
      .default('own'),
    feedId: integer('feed_id').references(() => blogFeeds.id, { onDelete: 'set null' }),
    guid: text('guid'),
    canonicalUrl: text('canonical_url'),
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    authorId: integer('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    // Deduplication of aggregated items: by the feed's GUID, then by the item's canonical address.
    uniqueIndex('blog_posts_feed_guid_unique').on(t.feedId, t.guid).where(sql`${t.guid} is not null`),
    uniqueIndex('blog_posts_canonical_url_unique')
      .on(t.canonicalUrl)
      .where(sql`${t.canonicalUrl} is not null`),
    index('blog_posts_listing_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.categoryId, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'hidden')`),
    check('blog_posts_origin_check', sql`${t.origin} in ('own', 'feed')`),
  ],
);

/**
 * One row per post, day and visitor (a keyed hash of address and user agent, never the address itself),
 * so a view counts at most once per visitor and day; old days are pruned.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.day, t.visitorHash] }),
    index('blog_post_views_day_idx').on(t.day),
  ],
);
