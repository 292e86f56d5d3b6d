import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFeeds, blogPosts } from '../../db/schema';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { document, type FeedServer, rss2, startFeedServer } from '../../test-support/feed-server';
import { healthGapsDuring, RESPONSIVE_WITHIN_MS } from '../../test-support/responsiveness';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { pollFeed } from './poll-feed';

const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

describeOnEachDatabase('a feed too complex to read', (get) => {
  it('is read on a thread of its own and given up at its budget, while the server keeps answering', async () => {
    // 300,000 nested elements in one item, under the 5 MB cap: sanitising it on the main thread took minutes.
    const nested = '<div><b>deep</b>'.repeat(300_000);
    const url = server.serve(
      '/nested.xml',
      document(
        rss2('Nested', [{ guid: 'n-1', link: 'https://news.example/n', title: 'Deep', html: nested }]),
      ),
    );
    const [feed] = await get().database.db.insert(blogFeeds).values({ url, name: 'nested' }).returning();
    if (!feed) throw new Error('no feed');
    const ctx = { db: get().database.db, fetchPage };
    const { result, longestGapMs } = await healthGapsDuring(get().app, () =>
      pollFeed(ctx, feed, { budget: { timeMs: 1_000, memoryMb: 256 } }),
    );
    expect(result).toMatchObject({
      status: 'error',
      httpStatus: 200,
      newItems: 0,
      error: 'Feed is too complex to read within 1 s (elements nested too deep, or too many of them)',
    });
    expect(longestGapMs).toBeLessThan(RESPONSIVE_WITHIN_MS);
    expect(await get().database.db.select().from(blogPosts).where(eq(blogPosts.feedId, feed.id))).toEqual([]);
  });
});
