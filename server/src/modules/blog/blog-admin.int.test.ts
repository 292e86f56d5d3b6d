import type {
  AdminBlogPost,
  AdminBlogPostsResponse,
  BlogCategory,
  BlogPostsResponse,
} from '@botlens/contracts';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, blogPosts } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

const DAY = 86_400_000;

describeOnEachDatabase('the blog as administrators write it', (get) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    get().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const adminCookie = async () => (await signInAsAdmin(get().app, get().database.db)).cookie;
  const records = (targetType: string, targetId: number) =>
    get()
      .database.db.select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, String(targetId))));

  it('lets only administrators in', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const body = { title: 'x', markdown: 'y', status: 'draft' };
    expect((await call('POST', '/api/admin/blog/posts', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/blog/posts', cookie, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/blog/posts', cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/blog/categories', cookie, { name: 'x', color: '#000000' })).statusCode,
    ).toBe(403);
    expect((await get().database.db.select().from(blogPosts)).length).toBe(0);
  });

  it('writes a post in Markdown: slug from the title, rendered on save, drafts, schedules, records each change', async () => {
    const cookie = await adminCookie();
    const category = (
      await call('POST', '/api/admin/blog/categories', cookie, { name: 'AI Crawlers', color: '#8b5cf6' })
    ).json<BlogCategory>();
    expect(category).toMatchObject({ slug: 'ai-crawlers', color: '#8B5CF6', postCount: 0 });

    const created = await call('POST', '/api/admin/blog/posts', cookie, {
      title: 'Hello, Crawlers!',
      excerpt: 'Short.',
      markdown: '# Title\n\nSome **bold** text.',
      tags: ['GPTBot', 'GPTBot', 'SEO'],
      categoryId: category.id,
      featuredImage: 'https://img.example/a.png',
      status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<AdminBlogPost>();
    expect(draft).toMatchObject({
      slug: 'hello-crawlers',
      contentHtml: '<h1>Title</h1>\n<p>Some <strong>bold</strong> text.</p>',
      tags: ['GPTBot', 'SEO'],
      categoryName: 'AI Crawlers',
      state: 'draft',
      publishedAt: null,
      origin: 'own',
    });
    const visible = async () => (await call('GET', '/api/blog/posts')).json<BlogPostsResponse>().total;
    expect(await visible()).toBe(0);

    const save = (changes: object) =>
      call('PUT', `/api/admin/blog/posts/${draft.id}`, cookie, {
        title: 'Hello, Crawlers!',
        markdown: 'Changed.',
        status: 'published',
        categoryId: category.id,
        ...changes,
      });
    const scheduled = await save({ publishedAt: new Date(Date.now() + 2 * DAY).toISOString() });
    expect(scheduled.json<AdminBlogPost>().state).toBe('scheduled');
    expect(await visible()).toBe(0);
    const published = await save({ publishedAt: null });
    expect(published.json<AdminBlogPost>()).toMatchObject({
      state: 'published',
      contentHtml: '<p>Changed.</p>',
    });
    expect(await visible()).toBe(1);
    expect((await records('blog-post', draft.id)).map((r) => r.action)).toEqual([
      'blog.post.created',
      'blog.post.updated',
      'blog.post.updated',
    ]);
    const preview = await call('POST', '/api/admin/blog/preview', cookie, {
      markdown:
        '*hi*\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)><iframe src="https://e.example"></iframe>',
    });
    expect(preview.statusCode).toBe(200);
    const html = preview.json<{ html: string }>().html;
    expect(html).toContain('<p><em>hi</em></p>');
    expect(html).not.toMatch(/script|onerror|iframe|<img/);
  });

  it('answers a slug clash with 409 and refuses bad fields with 400, changing nothing', async () => {
    const cookie = await adminCookie();
    const first = await call('POST', '/api/admin/blog/posts', cookie, {
      title: 'Same title',
      markdown: 'a',
      status: 'draft',
    });
    expect(first.statusCode).toBe(201);
    const clash = await call('POST', '/api/admin/blog/posts', cookie, {
      title: 'Same Title',
      markdown: 'b',
      status: 'draft',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      field: 'slug',
      message: expect.stringContaining('/blog/same-title already exists'),
    });
    const before = (await get().database.db.select().from(blogPosts)).length;
    const bad: Array<[object, RegExp]> = [
      [{ title: '', markdown: 'a', status: 'draft' }, /Title is required/],
      [{ title: 'a', markdown: '  ', status: 'draft' }, /Content is required/],
      [{ title: 'a', markdown: 'a', status: 'live' }, /status/i],
      [{ title: 'a', markdown: 'a', status: 'draft', featuredImage: 'http://img.example/a.png' }, /https/],
      [{ title: 'a', markdown: 'a', status: 'draft', featuredImage: 'javascript:alert(1)' }, /https/],
      [
        { title: 'a', markdown: 'a', status: 'draft', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        /At most 10 tags/,
      ],
      [{ title: 'a', markdown: 'a', status: 'draft', tags: ['x'.repeat(41)] }, /at most 40/],
      [{ title: 'a', markdown: 'a', status: 'draft', slug: 'Bad Slug' }, /Slug/],
      [{ title: 'a', markdown: 'a', status: 'draft', categoryId: 999999 }, /category does not exist/],
      [{ title: 'a', markdown: 'a', status: 'draft', publishedAt: 'tomorrow' }, /date/],
    ];
    for (const [body, message] of bad) {
      const response = await call('POST', '/api/admin/blog/posts', cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    const color = await call('POST', '/api/admin/blog/categories', cookie, { name: 'x', color: 'red' });
    expect(color.statusCode).toBe(400);
    expect(color.json().message).toMatch(/hex colour/);
    expect((await get().database.db.select().from(blogPosts)).length).toBe(before);
    expect(
      (
        await call('PUT', '/api/admin/blog/posts/999999', cookie, {
          title: 'a',
          markdown: 'a',
          status: 'draft',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('hides and shows aggregated items, filters own and aggregated, pages on the server', async () => {
    const cookie = await adminCookie();
    const [item] = await get()
      .database.db.insert(blogPosts)
      .values({
        slug: 'wire-item',
        title: 'Wire item',
        excerpt: '',
        contentHtml: '<p>x</p>',
        origin: 'feed',
        status: 'published',
        publishedAt: new Date(),
        sourceName: 'Wire',
        sourceUrl: 'https://wire.example/1',
      })
      .returning();
    if (!item) throw new Error('no item');
    const hide = (hidden: boolean) =>
      call('PUT', `/api/admin/blog/posts/${item.id}/visibility`, cookie, { hidden });
    expect((await hide(true)).json<AdminBlogPost>().state).toBe('hidden');
    expect((await call('GET', '/api/blog/posts/wire-item')).statusCode).toBe(404);
    expect((await hide(false)).json<AdminBlogPost>().state).toBe('published');
    expect((await call('GET', '/api/blog/posts/wire-item')).statusCode).toBe(200);
    expect((await records('blog-post', item.id)).map((r) => r.action)).toEqual([
      'blog.post.hidden',
      'blog.post.shown',
    ]);
    const edit = await call('PUT', `/api/admin/blog/posts/${item.id}`, cookie, {
      title: 'x',
      markdown: 'x',
      status: 'draft',
    });
    expect(edit.statusCode).toBe(400);

    const listOf = async (query: string) =>
      (await call('GET', `/api/admin/blog/posts${query}`, cookie)).json<AdminBlogPostsResponse>();
    const feed = await listOf('?origin=feed');
    expect(feed.posts.map((p) => p.slug)).toEqual(['wire-item']);
    const own = await listOf('?origin=own');
    expect(own.posts.every((p) => p.origin === 'own')).toBe(true);
    const all = await listOf('');
    expect(all.total).toBe(own.total + feed.total);
    for (let i = 0; i < 20; i++)
      await call('POST', '/api/admin/blog/posts', cookie, {
        title: `Bulk ${i}`,
        markdown: 'x',
        status: 'draft',
      });
    const paged = await listOf('?origin=own&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 20, total: own.total + 20 });
    expect(paged.posts.length).toBe(own.total);
    expect((await listOf('?search=BULK%2019')).posts.map((p) => p.title)).toEqual(['Bulk 19']);
    expect((await call('GET', '/api/admin/blog/posts?origin=mine', cookie)).statusCode).toBe(400);
  });

  it('deletes a category leaving its posts without one, and deletes posts, each on record', async () => {
    const cookie = await adminCookie();
    const category = (
      await call('POST', '/api/admin/blog/categories', cookie, { name: 'Doomed', color: '#FF0000' })
    ).json<BlogCategory>();
    const renamed = await call('PUT', `/api/admin/blog/categories/${category.id}`, cookie, {
      name: 'Doomed Too',
      color: '#00FF00',
    });
    expect(renamed.json()).toMatchObject({ name: 'Doomed Too', slug: 'doomed-too', color: '#00FF00' });
    const clash = await call('POST', '/api/admin/blog/categories', cookie, {
      name: 'Doomed too',
      color: '#00FF00',
    });
    expect(clash.statusCode).toBe(409);
    const post = (
      await call('POST', '/api/admin/blog/posts', cookie, {
        title: 'In doomed',
        markdown: 'x',
        status: 'published',
        categoryId: category.id,
      })
    ).json<AdminBlogPost>();
    expect((await call('DELETE', `/api/admin/blog/categories/${category.id}`, cookie)).json()).toEqual({
      deleted: true,
    });
    const after = (await call('GET', `/api/admin/blog/posts/${post.id}`, cookie)).json<AdminBlogPost>();
    expect(after).toMatchObject({ categoryId: null, categoryName: null });
    expect((await records('blog-category', category.id)).map((r) => r.action)).toEqual([
      'blog.category.created',
      'blog.category.updated',
      'blog.category.deleted',
    ]);
    expect((await call('DELETE', `/api/admin/blog/posts/${post.id}`, cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/blog/posts/${post.id}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    expect((await records('blog-post', post.id)).map((r) => r.action)).toContain('blog.post.deleted');
  });
});
