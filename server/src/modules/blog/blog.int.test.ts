import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlogCategory, BlogPostDetail, BlogPostsResponse } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { parseRssFeed } from 'feedsmith';
import { expect, it } from 'vitest';
import { blogPosts, blogPostViews } from '../../db/schema';
import { signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { prunePostViews } from './prune-post-views';
import { seedBlog } from './seed-blog';
import { STARTER_POSTS } from './starter-posts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>BotLens</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
const webDistDir = mkdtempSync(join(tmpdir(), 'botlens-blog-web-'));
writeFileSync(join(webDistDir, 'index.html'), SHELL);

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describeOnEachDatabase(
  'the blog as visitors read it',
  (get) => {
    const request = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
      get().app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
    const list = async (query: string) =>
      (await request(`/api/blog/posts${query}`)).json<BlogPostsResponse>();
    let cookie = '';
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      get().app.inject({ method, url, headers: { cookie }, payload });
    const post = async (payload: object) => {
      const response = await admin('POST', '/api/admin/blog/posts', { markdown: 'Body.', ...payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number; slug: string }>();
    };
    /** An aggregated item as the feed poller writes it. */
    const feedItem = async (values: Partial<typeof blogPosts.$inferInsert> & { slug: string }) => {
      const [row] = await get()
        .database.db.insert(blogPosts)
        .values({
          title: values.slug,
          excerpt: '',
          contentHtml: '<p>x</p>',
          origin: 'feed',
          status: 'published',
          publishedAt: new Date(),
          ...values,
        })
        .returning();
      return row;
    };

    it('seeds the starter categories and posts once, and never over what exists', async () => {
      const { db } = get().database;
      await seedBlog(db);
      await seedBlog(db);
      const all = await list('');
      expect(all.total).toBe(STARTER_POSTS.length);
      expect(all.posts.map((p) => p.slug)).toEqual(
        [...STARTER_POSTS].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug),
      );
      const categories = (await request('/api/blog/categories')).json<BlogCategory[]>();
      expect(categories.map((c) => [c.name, c.color, c.postCount])).toEqual([
        ['AI Crawlers', '#8B5CF6', 2],
        ['AI Search', '#10B981', 1],
        ['Industry News', '#F59E0B', 0],
        ['SEO', '#3B82F6', 1],
      ]);
      const one = (await request(`/api/blog/posts/${STARTER_POSTS[1]?.slug}`)).json<BlogPostDetail>();
      expect(one.content).toContain('<h2>robots.txt: access rules for crawlers</h2>');
      cookie = (await signInAsAdmin(get().app, db)).cookie;
    });

    it('shows only published posts whose date has come, newest first, twelve a page, by category slug', async () => {
      const created = await admin('POST', '/api/admin/blog/categories', {
        name: 'Paging Test',
        color: '#112233',
      });
      const categoryId = created.json<{ id: number }>().id;
      for (let i = 1; i <= 14; i++)
        await post({
          title: `Paging post ${i}`,
          status: 'published',
          categoryId,
          publishedAt: daysAgo(20 + i),
        });
      await post({ title: 'Paging draft', status: 'draft', categoryId });
      await post({
        title: 'Paging scheduled',
        status: 'published',
        categoryId,
        publishedAt: new Date(Date.now() + DAY).toISOString(),
      });
      await feedItem({ slug: 'paging-hidden-item', status: 'hidden', categoryId });

      const first = await list('?category=paging-test');
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12, totalPages: 2 });
      expect(first.posts.map((p) => p.title)).toEqual(
        Array.from({ length: 12 }, (_, i) => `Paging post ${i + 1}`),
      );
      expect(first.posts[0]?.category).toEqual({
        id: categoryId,
        name: 'Paging Test',
        slug: 'paging-test',
        color: '#112233',
      });
      const second = await list('?category=paging-test&page=2');
      expect(second.posts.map((p) => p.title)).toEqual(['Paging post 13', 'Paging post 14']);
      expect((await list('?category=paging-test&page=3')).posts).toEqual([]);
      expect((await list('?category=no-such-category')).total).toBe(0);
      const categories = (await request('/api/blog/categories')).json<BlogCategory[]>();
      expect(categories.find((c) => c.slug === 'paging-test')?.postCount).toBe(14);
      for (const slug of ['paging-draft', 'paging-scheduled', 'paging-hidden-item', 'no-such-post']) {
        const response = await request(`/api/blog/posts/${slug}`);
        expect(response.statusCode, slug).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Post Not Found' });
      }
    });

    it('searches title, excerpt and tags, case-insensitive, wildcards literal', async () => {
      await post({ title: 'Zebra 100% CRAWL budget', status: 'published' });
      await post({ title: 'Zebra 1000 crawl budget', status: 'published', excerpt: 'About LLMS_TXT files.' });
      await post({ title: 'Zebra tagged', status: 'published', tags: ['QuokkaTag', 'other'] });
      await post({ title: 'Zebra draft with quokkatag', status: 'draft', tags: ['quokkatag'] });
      const titles = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).posts.map((p) => p.title).sort();
      expect(await titles('zebra 100% crawl')).toEqual(['Zebra 100% CRAWL budget']);
      expect(await titles('ZEBRA 100')).toEqual(['Zebra 100% CRAWL budget', 'Zebra 1000 crawl budget']);
      expect(await titles('llms_txt')).toEqual(['Zebra 1000 crawl budget']);
      expect(await titles('llmsXtxt')).toEqual([]);
      expect(await titles('quokkatag')).toEqual(['Zebra tagged']);
      expect(await titles('%')).toEqual(['Zebra 100% CRAWL budget']);
    });

    it('counts a view at most once per visitor and day, and keeps no address', async () => {
      const { slug, id } = await post({ title: 'Counted once', status: 'published' });
      const view = async (agent: string, address: string) =>
        (await request(`/api/blog/posts/${slug}`, { 'user-agent': agent }, address)).json<BlogPostDetail>()
          .views;
      expect(await view('Firefox', '203.0.113.7')).toBe(1);
      expect(await view('Firefox', '203.0.113.7')).toBe(1);
      expect(await view('Chrome', '203.0.113.7')).toBe(2);
      expect(await view('Firefox', '198.51.100.9')).toBe(3);
      const { db } = get().database;
      const rows = await db.select().from(blogPostViews).where(eq(blogPostViews.postId, id));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.visitorHash).not.toMatch(/203|198|Firefox|Chrome/);
      expect((await list('?search=Counted%20once')).posts[0]?.viewCount).toBe(3);
      await prunePostViews({ ctx: { db }, now: new Date(Date.now() + 3 * DAY) });
      expect(await db.select().from(blogPostViews).where(eq(blogPostViews.postId, id))).toEqual([]);
    });

    it('refuses bad input with 400 naming the problem', async () => {
      for (const query of [
        '?page=0',
        '?page=abc',
        '?page=1.5',
        '?category=Bad%20Slug',
        `?search=${'x'.repeat(201)}`,
      ]) {
        const response = await request(`/api/blog/posts${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(/page|Slug|Search/i);
      }
      expect((await request('/api/blog/posts/Not_A_Slug')).statusCode).toBe(400);
    });

    it('shows aggregated items with their source and renders hostile Markdown safe', async () => {
      await feedItem({
        slug: 'feed-news-item',
        title: 'From the wire',
        sourceName: 'Wire <News>',
        sourceUrl: 'https://wire.example/a',
      });
      const item = (await request('/api/blog/posts/feed-news-item')).json<BlogPostDetail>();
      expect(item).toMatchObject({ sourceName: 'Wire <News>', sourceUrl: 'https://wire.example/a' });

      const hostile = [
        '<script>alert(1)</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<img src="https://img.example/a.png" onerror="alert(2)">',
        '<a href="javascript:alert(3)" onclick="alert(4)">click</a>',
        '[md link](javascript:alert(5))',
        '<p style="color:red" onmouseover="alert(6)">styled</p>',
      ].join('\n\n');
      const { slug } = await post({ title: 'Hostile markdown', status: 'published', markdown: hostile });
      const { content } = (await request(`/api/blog/posts/${slug}`)).json<BlogPostDetail>();
      expect(content).not.toMatch(/<script|<iframe|onerror|onclick|onmouseover|javascript:|style=/i);
      expect(content).toContain('<img src="https://img.example/a.png" loading="lazy" />');
      expect(content).toContain('styled');
    });

    it('serves /blog/rss.xml of the visible posts, parseable and escaped', async () => {
      await post({
        title: 'RSS <b>bold</b> & ]]> end',
        excerpt: 'Ex & <i>',
        status: 'published',
        tags: ['rss'],
      });
      const response = await request('/blog/rss.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
      const feed = parseRssFeed(response.body);
      expect(feed.title).toBe('AI & SEO News – BotLens');
      const titles = (feed.items ?? []).map((item) => item.title);
      expect(titles).toContain('RSS <b>bold</b> & ]]> end');
      expect(titles).not.toContain('Paging draft');
      expect(titles).not.toContain('Paging scheduled');
      const rss = (feed.items ?? []).find((item) => item.title?.startsWith('RSS'));
      expect(rss?.link).toBe('http://localhost:5000/blog/rss-b-bold-b-and-end');
      expect(rss?.description).toBe('Ex & <i>');
    });

    it('lists the public pages and visible posts in /sitemap.xml', async () => {
      const response = await request('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain('http://localhost:5000/blog');
      expect(locs).toContain('http://localhost:5000/bots/gptbot');
      expect(locs).toContain(`http://localhost:5000/blog/${STARTER_POSTS[0]?.slug}`);
      expect(locs).not.toContain('http://localhost:5000/blog/paging-draft');
      expect(locs).not.toContain('http://localhost:5000/blog/paging-hidden-item');
      // Every text node is plain: no bare ampersand or angle bracket inside a <loc>.
      for (const loc of locs) expect(loc).not.toMatch(/&(?!amp;)|[<>"]/);
      expect(response.body.match(/<url>/g)?.length).toBe(locs.length);
    });

    it('serves its own robots.txt naming the sitemap, and an llms.txt of its own visible articles', async () => {
      const robots = await request('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      expect(robots.body).toContain('\nSitemap: http://localhost:5000/sitemap.xml\n');
      const llms = await request('/llms.txt');
      expect(llms.statusCode).toBe(200);
      expect(llms.headers['content-type']).toMatch(/^text\/markdown/);
      expect(llms.body).toContain(`(http://localhost:5000/blog/${STARTER_POSTS[0]?.slug})`);
      expect(llms.body).not.toContain('/blog/paging-draft');
      expect(llms.body).not.toContain('/blog/paging-hidden-item');
    });

    it('serves /blog and /blog/<slug> with title, description, canonical, Open Graph and JSON-LD', async () => {
      const { slug } = await post({
        title: 'SEO page </title><script>x</script>',
        excerpt: 'Excerpt "quoted" & <b>',
        status: 'published',
        featuredImage: 'https://img.example/cover.png',
      });
      const page = await request(`/blog/${slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<title>SEO page &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; – BotLens</title>',
      );
      expect(page.body).toContain(
        '<meta name="description" content="Excerpt &quot;quoted&quot; &amp; &lt;b&gt;" />',
      );
      expect(page.body).toContain(`<link rel="canonical" href="http://localhost:5000/blog/${slug}" />`);
      expect(page.body).toContain('<meta property="og:type" content="article" />');
      expect(page.body).toContain('<meta property="og:image" content="https://img.example/cover.png" />');
      const jsonLd = JSON.parse(
        page.body.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? '',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'SEO page </title><script>x</script>',
        url: `http://localhost:5000/blog/${slug}`,
      });
      expect(page.body).not.toContain('<script>x</script>');

      const listing = await request('/blog?category=seo');
      expect(listing.body).toContain(
        '<link rel="canonical" href="http://localhost:5000/blog?category=seo" />',
      );
      expect(listing.body).toContain('robots-txt-vs-llms-txt');
      const search = await request('/blog?search=%3Cscript%3E');
      expect(search.headers['x-robots-tag']).toBe('noindex');
      expect(search.body).toContain('value="&lt;script&gt;"');
      const missing = await request('/blog/paging-draft');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Post Not Found');
      expect(missing.body).toContain('Back to Blog');
    });
  },
  { config: { webDistDir } },
);
