import { generateRssFeed } from 'feedsmith';
import type { PostWithCategory } from './blog.queries';

export const BLOG_TITLE = 'AI & SEO News';
export const BLOG_DESCRIPTION =
  'News and guides on AI crawlers, AI search and SEO: which bots read your site, how to control them, and how to get cited by answer engines.';
// The feed carries the newest posts; readers keep what they already fetched.
export const RSS_ITEMS = 50;

/**
 * /blog/rss.xml: the newest visible posts as RSS 2.0, written by feedsmith (which escapes or wraps every
 * text in CDATA). Each item links to its page here; an aggregated item also names its source.
 */
export function blogRssXml(rows: readonly PostWithCategory[], publicUrl: string, now: Date): string {
  const link = (path: string) => new URL(path, publicUrl).href;
  return generateRssFeed({
    title: `${BLOG_TITLE} – BotLens`,
    link: link('/blog'),
    description: BLOG_DESCRIPTION,
    language: 'en',
    lastBuildDate: rows[0]?.post.publishedAt ?? now,
    items: rows.map(({ post, category }) => ({
      title: post.title,
      link: link(`/blog/${post.slug}`),
      description: post.excerpt || undefined,
      pubDate: post.publishedAt ?? post.createdAt,
      guid: { value: link(`/blog/${post.slug}`), isPermaLink: true },
      categories: [...(category ? [{ name: category.name }] : []), ...post.tags.map((name) => ({ name }))],
      ...(post.sourceName && post.sourceUrl
        ? { source: { title: post.sourceName, url: post.sourceUrl } }
        : {}),
    })),
  });
}
