import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminActions, blogCategories, blogPosts } from '../../db/schema';
import { signInAsAdmin } from '../../test-support/accounts';
import { document, type FeedServer, rss2, startFeedServer } from '../../test-support/feed-server';
import { describeOnEachDatabase } from '../../test-support/test-app';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

const story = (n: number) => ({
  guid: `admin-${n}`,
  link: `https://news.example/admin/${n}`,
  title: `Admin story ${n}`,
  html: `<p>Story ${n}</p>`,
});

describeOnEachDatabase(
  'the administrators’ news feeds: add, list, poll now, delete',
  (get) => {
    let cookie = '';
    let categoryId = 0;
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      get().app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
    const records = (action: string) =>
      get()
        .database.db.select()
        .from(adminActions)
        .where(and(eq(adminActions.targetType, 'news-feed'), eq(adminActions.action, action)));

    beforeAll(async () => {
      cookie = (await signInAsAdmin(get().app, get().database.db)).cookie;
      const [category] = await get()
        .database.db.insert(blogCategories)
        .values({ name: 'AI news', slug: 'ai-news', color: '#8B5CF6' })
        .returning();
      categoryId = category?.id ?? 0;
    });

    it('adds a feed with its category, named by its host until read, and lists it with its health', async () => {
      const url = server.serve('/added.xml', document(rss2('Added Feed', [story(1)])));
      const added = await call('POST', '/api/admin/blog/feeds', { url, categoryId });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        url,
        name: server.domain,
        category: { id: categoryId, name: 'AI news' },
        lastStatus: null,
        consecutiveFailures: 0,
        itemsTotal: 0,
      });
      const list = await call('GET', '/api/admin/blog/feeds');
      expect(list.json()).toEqual([added.json()]);
      expect(await records('news-feed.added')).toHaveLength(1);
    });

    it('refuses what is not an http(s) address, an address too long, a duplicate and an unknown category', async () => {
      const refusals = [
        [{ url: 'javascript:alert(1)' }, 400, 'Feed URL must be an http or https address'],
        [{ url: 'ftp://files.example/feed.xml' }, 400, 'Feed URL must be an http or https address'],
        [
          { url: `https://news.example/${'a'.repeat(2100)}` },
          400,
          'Feed URL must be at most 2048 characters',
        ],
        [{ url: server.serve('/added.xml', document('')) }, 409, 'This feed is already in the list'],
        [{ url: 'https://news.example/other.xml', categoryId: 999_999 }, 400, 'This category does not exist'],
      ] as const;
      for (const [payload, status, message] of refusals) {
        const response = await call('POST', '/api/admin/blog/feeds', payload);
        expect(response.statusCode, payload.url.slice(0, 40)).toBe(status);
        expect(response.json().message, payload.url.slice(0, 40)).toContain(message);
      }
    });

    it('polls a feed at once and answers what the poll did: new items, then a failure', async () => {
      const url = server.serve('/poll-now.xml', document(rss2('Poll Now Feed', [story(2), story(3)])));
      const feed = (await call('POST', '/api/admin/blog/feeds', { url, categoryId })).json();
      const polled = await call('POST', `/api/admin/blog/feeds/${feed.id}/poll`);
      expect(polled.statusCode).toBe(200);
      expect(polled.json()).toMatchObject({
        status: 'ok',
        httpStatus: 200,
        newItems: 2,
        error: null,
        feed: { id: feed.id, name: 'Poll Now Feed', lastStatus: 'ok', itemsTotal: 2, lastNewItems: 2 },
      });
      const posts = await get().database.db.select().from(blogPosts).where(eq(blogPosts.feedId, feed.id));
      expect(posts.map((post) => [post.title, post.categoryId, post.sourceName])).toEqual(
        expect.arrayContaining([
          ['Admin story 2', categoryId, 'Poll Now Feed'],
          ['Admin story 3', categoryId, 'Poll Now Feed'],
        ]),
      );

      server.serve('/poll-now.xml', (_request, response) => response.writeHead(500).end());
      const failed = (await call('POST', `/api/admin/blog/feeds/${feed.id}/poll`)).json();
      expect(failed).toMatchObject({
        status: 'error',
        httpStatus: 500,
        newItems: 0,
        error: "The feed's server answered HTTP 500",
        feed: { lastStatus: 'error', consecutiveFailures: 1, itemsTotal: 2 },
      });
      expect(new Date(failed.feed.nextPollAt).getTime()).toBeGreaterThan(Date.now());
      expect(await records('news-feed.polled')).toHaveLength(2);
      expect((await call('POST', '/api/admin/blog/feeds/999999/poll')).statusCode).toBe(404);
    });

    it('deletes a feed and keeps the items it brought', async () => {
      const url = server.serve('/deleted.xml', document(rss2('Deleted Feed', [story(4)])));
      const feed = (await call('POST', '/api/admin/blog/feeds', { url })).json();
      await call('POST', `/api/admin/blog/feeds/${feed.id}/poll`);
      const deleted = await call('DELETE', `/api/admin/blog/feeds/${feed.id}`);
      expect(deleted.statusCode).toBe(204);
      const list = (await call('GET', '/api/admin/blog/feeds')).json();
      expect(list.map((f: { id: number }) => f.id)).not.toContain(feed.id);
      const kept = await get().database.db.select().from(blogPosts).where(eq(blogPosts.guid, 'admin-4'));
      expect(kept).toMatchObject([
        { title: 'Admin story 4', status: 'published', sourceName: 'Deleted Feed' },
      ]);
      expect(await records('news-feed.deleted')).toHaveLength(1);
      expect((await call('DELETE', `/api/admin/blog/feeds/${feed.id}`)).statusCode).toBe(404);
    });
  },
  // The feeds are served by a local server: the guarded fetcher lets this test's host through only.
  { config: { auditAllowedHosts: [{ host: '127.0.0.1', port: null }] } },
);
