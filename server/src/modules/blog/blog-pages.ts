import { blogPostsQuery, blogSlugField } from '@botlens/contracts';
import type { Database } from '../../db/client';
import type { PrerenderedPage, PrerenderedRoute } from '../../plugins/app-shell';
import { selectCategoriesWithCounts, selectVisiblePostBySlug } from './blog.queries';
import { toCategory, toDetail } from './blog-dto';
import {
  type BlogListView,
  blogListBody,
  blogListHref,
  blogPostBody,
  postNotFoundBody,
} from './blog-page-html';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './blog-rss';
import { listBlogPosts } from './read-blog';

const SITE = 'BotLens';
const DESCRIPTION_LENGTH = 160;

/** The list's address as typed or shared: a part that does not read is dropped, as the web app does. */
export function lenientBlogView(raw: Record<string, unknown>): BlogListView {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const { shape } = blogPostsQuery;
  const category = blogSlugField.safeParse(text(raw.category));
  const page = shape.page.safeParse(text(raw.page));
  const search = text(raw.search)?.slice(0, 200).trim();
  return {
    category: category.success ? category.data : undefined,
    search: search ? search : undefined,
    page: page.success ? page.data : 1,
  };
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export async function renderBlogListPage(
  db: Database,
  raw: Record<string, unknown>,
  publicUrl: string,
): Promise<PrerenderedPage> {
  const view = lenientBlogView(raw);
  const [list, categories] = await Promise.all([
    listBlogPosts({ ctx: { db }, input: view }),
    selectCategoriesWithCounts(db, { visibleAt: new Date() }),
  ]);
  const category = categories.find((c) => c.slug === view.category);
  const heading = category ? `${category.name} – ${BLOG_TITLE}` : BLOG_TITLE;
  // A search is a view of the list, not a page of its own for a search engine; an unknown category neither.
  const indexable = view.search === undefined && (view.category === undefined || category !== undefined);
  return {
    status: 200,
    title: `${heading}${view.page > 1 ? `, page ${view.page}` : ''} – ${SITE}`,
    description: BLOG_DESCRIPTION,
    canonicalPath: indexable ? blogListHref(view) : null,
    body: blogListBody(view, list, categories.map(toCategory)),
    openGraph: { type: 'website' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      blogPost: list.posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        url: new URL(`/blog/${post.slug}`, publicUrl).href,
        datePublished: post.publishedAt,
      })),
    },
  };
}

export async function renderBlogPostPage(
  db: Database,
  slug: string,
  publicUrl: string,
): Promise<PrerenderedPage> {
  const parsed = blogSlugField.safeParse(slug);
  const row = parsed.success ? await selectVisiblePostBySlug(db, parsed.data, new Date()) : undefined;
  if (!row) {
    return {
      status: 404,
      title: `Post Not Found – ${SITE}`,
      description: 'This article does not exist or has been removed.',
      canonicalPath: null,
      body: postNotFoundBody(),
    };
  }
  // The prerender is what crawlers read; a visitor's view is counted by the app's own read of the post.
  const post = toDetail(row, row.post.viewCount);
  const url = new URL(`/blog/${post.slug}`, publicUrl).href;
  return {
    status: 200,
    title: `${post.title} – ${SITE}`,
    description: clip(post.excerpt || post.title),
    canonicalPath: `/blog/${post.slug}`,
    body: blogPostBody(post),
    openGraph: { type: 'article', image: post.featuredImage, publishedTime: post.publishedAt },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url,
      mainEntityOfPage: url,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      ...(post.featuredImage ? { image: post.featuredImage } : {}),
      ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      ...(post.category ? { articleSection: post.category.name } : {}),
      ...(post.sourceUrl ? { isBasedOn: post.sourceUrl } : {}),
      author: { '@type': 'Organization', name: post.sourceName ?? SITE },
      publisher: { '@type': 'Organization', name: SITE },
    },
  };
}

/** /blog and /blog/<slug> as the server sends them (docs/architecture.md, server-rendered pages). */
export function blogPages(db: Database, publicUrl: string): PrerenderedRoute[] {
  return [
    { path: '/blog', render: ({ query }) => renderBlogListPage(db, query, publicUrl) },
    { path: '/blog/:slug', render: ({ params }) => renderBlogPostPage(db, params.slug ?? '', publicUrl) },
  ];
}
