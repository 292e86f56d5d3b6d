import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { blogCategories, blogFeeds, blogPosts } from '../../db/schema';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { type FeedServer, startFeedServer } from '../../test-support/feed-server';
import type { TestContext } from '../../test-support/test-app';
import { type PollOptions, pollFeed } from './poll-feed';

/** What the feed poller's tests share: a fixed clock, jitter of exactly 1, a feed server and helpers. */
export const NOW = new Date('2026-03-02T12:00:00Z');
export const MINUTE = 60_000;
export const at = (options: PollOptions = {}): PollOptions => ({ now: NOW, random: () => 0.5, ...options });
const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });

export const items = (prefix: string, n = 2) =>
  Array.from({ length: n }, (_, i) => ({
    guid: `${prefix}-${i + 1}`,
    link: `https://news.example/${prefix}/${i + 1}`,
    title: `${prefix} story ${i + 1}`,
    html: `<p>The <strong>${prefix}</strong> story number ${i + 1}.</p>`,
    date: new Date(Date.UTC(2026, 1, 1, i)).toUTCString(),
    categories: ['AI crawlers', 'Search'],
  }));

/** A feed server for the file, and inside describeOnEachDatabase a category and the helpers below. */
export function startFeedServerForFile(): () => FeedServer {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(() => server.close());
  return () => server;
}

export function feedPolling(get: () => TestContext) {
  const db = () => get().database.db;
  const ctx = () => ({ db: db(), fetchPage, log: get().app.log });
  let categoryId = 0;
  beforeAll(async () => {
    const [category] = await db()
      .insert(blogCategories)
      .values({ name: 'Industry news', slug: 'industry-news', color: '#10B981' })
      .returning();
    categoryId = category?.id ?? 0;
  });
  async function addFeed(url: string, values: Partial<typeof blogFeeds.$inferInsert> = {}) {
    const [feed] = await db()
      .insert(blogFeeds)
      .values({ url, name: new URL(url).host, categoryId, ...values })
      .returning();
    if (!feed) throw new Error('no feed');
    return feed;
  }
  const feedRow = async (id: number) => (await db().select().from(blogFeeds).where(eq(blogFeeds.id, id)))[0];
  const postsOf = (feedId: number) =>
    db().select().from(blogPosts).where(eq(blogPosts.feedId, feedId)).orderBy(asc(blogPosts.id));
  const poll = async (url: string, options: PollOptions = {}) => {
    const feed = await addFeed(url);
    return { feed, outcome: await pollFeed(ctx(), feed, at(options)) };
  };
  return { db, ctx, categoryId: () => categoryId, addFeed, feedRow, postsOf, poll };
}
