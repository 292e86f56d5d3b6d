import type { BlogCategory, BlogPostDetail, BlogPostsResponse } from '@botlens/contracts';
import { html, joinHtml, SafeHtml as Safe, type SafeHtml } from '../../lib/html-text';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './blog-rss';

export type BlogListView = { category?: string; search?: string; page: number };

/** The address of a view of the list, defaults left out (as the web app writes it). */
export function blogListHref(view: BlogListView): string {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.search) params.set('search', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** /blog for readers without JavaScript: the categories as links, the posts of the view, and its pages. */
export function blogListBody(
  view: BlogListView,
  list: BlogPostsResponse,
  categories: BlogCategory[],
): SafeHtml {
  const categoryLinks = joinHtml(
    [
      html`<li><a href="/blog">All</a></li>`,
      ...categories.map(
        (category) =>
          html`<li><a href="${blogListHref({ category: category.slug, page: 1 })}">${category.name}</a> (${category.postCount})</li>`,
      ),
    ],
    '',
  );
  const posts =
    list.posts.length === 0
      ? html`<p>No articles found</p>`
      : joinHtml(
          list.posts.map(
            (post) =>
              html`<article><h2><a href="/blog/${post.slug}">${post.title}</a></h2><p><time datetime="${post.publishedAt}">${longDate(post.publishedAt)}</time>${post.category ? html` · ${post.category.name}` : ''}${post.sourceName ? html` · ${post.sourceName}` : ''}</p><p>${post.excerpt}</p></article>`,
          ),
        );
  const pages = joinHtml([
    view.page > 1
      ? html`<a href="${blogListHref({ ...view, page: view.page - 1 })}" rel="prev">Previous</a> `
      : html``,
    view.page < list.totalPages
      ? html`<a href="${blogListHref({ ...view, page: view.page + 1 })}" rel="next">Next</a>`
      : html``,
  ]);
  return html`<main><h1>${BLOG_TITLE}</h1><p>${BLOG_DESCRIPTION}</p><nav aria-label="Categories"><ul>${categoryLinks}</ul></nav><form method="get" action="/blog" role="search"><label>Search <input type="search" name="search" value="${view.search ?? ''}" /></label> <button type="submit">Search</button></form>${posts}<nav aria-label="Pages">${pages}</nav><p><a href="/blog/rss.xml">RSS feed</a></p></main>`;
}

/**
 * A post for readers without JavaScript. Its content is the HTML the server stored after cutting it to the
 * article allow-list (render-markdown.ts), so it goes in as it is; every other text is escaped.
 */
export function blogPostBody(post: BlogPostDetail): SafeHtml {
  const content = new Safe(post.content);
  const source =
    post.sourceName && post.sourceUrl
      ? html`<p>Source: <a href="${post.sourceUrl}" rel="noopener nofollow">${post.sourceName}</a></p>`
      : html``;
  return html`<main><p><a href="/blog">Back to Blog</a></p><article><h1>${post.title}</h1><p><time datetime="${post.publishedAt}">${longDate(post.publishedAt)}</time>${post.category ? html` · ${post.category.name}` : ''}</p>${source}${content}</article></main>`;
}

export function postNotFoundBody(): SafeHtml {
  return html`<main><h1>Post Not Found</h1><p>The article you are looking for does not exist or has been removed.</p><p><a href="/blog">Back to Blog</a></p></main>`;
}
