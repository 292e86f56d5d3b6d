import { BLOG_SLUG_PATTERN } from '@botlens/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogCategories, blogFeeds, blogPosts } from '../../db/schema';
import { createSafeFetcher } from '../../lib/safe-fetch';
import {
  atom,
  document,
  type FeedServer,
  jsonFeed,
  rdf,
  rss2,
  startFeedServer,
} from '../../test-support/feed-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { pollDueFeeds } from './feed-poll-job';
import { FEED_POLL_INTERVAL_MS } from './feed-schedule';
import { type PollOptions, pollFeed } from './poll-feed';

const fetchPage = createSafeFetcher({ allowedHosts: [{ host: '127.0.0.1', port: null }] });
const NOW = new Date('2026-03-02T12:00:00Z');
// Jitter of exactly 1: the times a poll writes can be checked to the millisecond.
const at = (options: PollOptions = {}): PollOptions => ({ now: NOW, random: () => 0.5, ...options });
const MINUTE = 60_000;

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

const items = (prefix: string, n = 2) =>
  Array.from({ length: n }, (_, i) => ({
    guid: `${prefix}-${i + 1}`,
    link: `https://news.example/${prefix}/${i + 1}`,
    title: `${prefix} story ${i + 1}`,
    html: `<p>The <strong>${prefix}</strong> story number ${i + 1}.</p>`,
    date: new Date(Date.UTC(2026, 1, 1, i)).toUTCString(),
    categories: ['AI crawlers', 'Search'],
  }));

describeOnEachDatabase('polling news feeds', (get) => {
  const db = () => get().database.db;
  const ctx = () => ({ db: db(), fetchPage, log: get().app.log });
  let categoryId: number;

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

  it('reads RSS 2.0, Atom, RSS 1.0 (RDF) and JSON Feed into published posts of the feed’s category', async () => {
    const formats = [
      ['rss', 'RSS News', rss2, 'application/rss+xml'],
      ['atom', 'Atom News', atom, 'application/atom+xml'],
      ['rdf', 'RDF News', rdf, 'application/rdf+xml'],
      ['json', 'JSON News', jsonFeed, 'application/feed+json'],
    ] as const;
    for (const [kind, name, write, type] of formats) {
      const path = `/formats/${kind}`;
      const body = write(name, items(kind));
      const { feed, outcome } = await poll(server.serve(path, document(body, type)));
      expect(outcome, path).toEqual({ status: 'ok', httpStatus: 200, newItems: 2, error: null });
      expect(await feedRow(feed.id), path).toMatchObject({
        name,
        lastStatus: 'ok',
        lastHttpStatus: 200,
        lastError: null,
        consecutiveFailures: 0,
        itemsTotal: 2,
        lastNewItems: 2,
        lastFetchedAt: NOW,
        lastSuccessAt: NOW,
        nextPollAt: new Date(NOW.getTime() + FEED_POLL_INTERVAL_MS),
      });
      const posts = await postsOf(feed.id);
      expect(posts.map((p) => p.title).sort(), path).toEqual([`${kind} story 1`, `${kind} story 2`]);
      for (const post of posts) {
        expect(post, path).toMatchObject({
          origin: 'feed',
          status: 'published',
          categoryId,
          sourceName: name,
          markdown: null,
        });
        expect(post.slug).toMatch(BLOG_SLUG_PATTERN);
        expect(post.sourceUrl).toMatch(new RegExp(`^https://news\\.example/${kind}/\\d$`));
        expect(post.canonicalUrl).toBe(post.sourceUrl);
        expect(post.excerpt).toMatch(new RegExp(`^The ${kind} story number \\d\\.$`));
        expect(post.contentHtml).toMatch(/^<p>The <strong>\w+<\/strong> story number \d\.<\/p>$/);
        expect(post.tags).toEqual(['AI crawlers', 'Search']);
        expect(post.publishedAt?.getTime()).toBeLessThan(NOW.getTime());
      }
    }
  });

  it('stores hostile HTML clean: no script, no javascript: link, no event handler; outside links rel="noopener nofollow"', async () => {
    const hostile = [
      {
        guid: 'hostile-1',
        link: 'https://evil.example/story',
        title: 'Breaking <script>alert(1)</script> news',
        html: `<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="/more">more</a>.</p>
<script>alert(document.cookie)</script><img src="https://img.example/a.png" onerror="alert(1)">
<iframe src="https://evil.example/frame"></iframe><img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg>`,
        date: 'Sun, 01 Mar 2026 10:00:00 GMT',
      },
      { guid: 'hostile-2', link: 'javascript:alert(1)', title: 'Bad link', html: '<p>x</p>' },
    ];
    const { feed, outcome } = await poll(server.serve('/hostile.xml', document(rss2('Hostile', hostile))));
    expect(outcome.newItems).toBe(2);
    const posts = await postsOf(feed.id);
    const story = posts.find((p) => p.guid === 'hostile-1');
    const badLink = posts.find((p) => p.guid === 'hostile-2');
    const html = story?.contentHtml ?? '';
    expect(html).not.toMatch(/script|javascript:|onerror|onclick|onload|iframe|<svg/i);
    expect(html).toContain(
      '<a href="https://evil.example/more" rel="noopener nofollow" target="_blank">more</a>',
    );
    expect(html).toContain('<img src="https://img.example/a.png" loading="lazy" />');
    // The title is text: the pages escape it; the slug is made of its words only.
    expect(story?.title).toBe('Breaking <script>alert(1)</script> news');
    expect(story?.slug).toBe('breaking-script-alert-1-script-news');
    expect(story?.excerpt).toBe('Read this and more .');
    expect(badLink).toMatchObject({ guid: 'hostile-2', sourceUrl: null, canonicalUrl: null });
  });

  it('refuses a 20 MB document with a clear error instead of reading it', async () => {
    const url = server.serve('/huge.xml', (_request, response) => {
      // Chunked, without a length announced: the cap must hold while the body streams in.
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      let sent = 0;
      const more = () => {
        while (sent < 20 && response.write(chunk)) sent++;
        if (sent >= 20) response.end();
        else response.once('drain', more);
      };
      response.on('error', () => {});
      more();
    });
    const { feed, outcome } = await poll(url);
    expect(outcome).toEqual({
      status: 'error',
      httpStatus: null,
      newItems: 0,
      error: 'Feed is larger than 5 MB',
    });
    expect(await feedRow(feed.id)).toMatchObject({
      lastError: 'Feed is larger than 5 MB',
      consecutiveFailures: 1,
    });
    expect(await postsOf(feed.id)).toEqual([]);
  });

  it('keeps one post per item: the same GUID twice, the same article under another GUID in another feed, a hidden item', async () => {
    const story = { link: 'https://news.example/shared/story', title: 'Shared story', html: '<p>Once.</p>' };
    const first = await poll(
      server.serve(
        '/dup-a.xml',
        document(
          rss2('A', [
            { ...story, guid: 'same' },
            { ...story, guid: 'same' },
          ]),
        ),
      ),
    );
    expect(first.outcome.newItems).toBe(1);
    const elsewhere = {
      ...story,
      guid: 'other-guid',
      link: `${story.link}?utm_source=feed&utm_medium=rss#top`,
    };
    const second = await poll(server.serve('/dup-b.xml', document(rss2('B', [elsewhere]))));
    expect(second.outcome.newItems).toBe(0);
    const stored = await db().select().from(blogPosts).where(eq(blogPosts.canonicalUrl, story.link));
    expect(stored).toHaveLength(1);

    // Hidden by an administrator: neither its own feed's next poll nor another feed brings it back.
    await db().update(blogPosts).set({ status: 'hidden' }).where(eq(blogPosts.canonicalUrl, story.link));
    expect((await pollFeed(ctx(), first.feed, at())).newItems).toBe(0);
    const third = await poll(server.serve('/dup-c.json', document(jsonFeed('C', [{ ...story, guid: 'c' }]))));
    expect(third.outcome.newItems).toBe(0);
    const again = await db().select().from(blogPosts).where(eq(blogPosts.canonicalUrl, story.link));
    expect(again.map((p) => p.status)).toEqual(['hidden']);
  });

  it('asks again with If-None-Match and If-Modified-Since, and reads nothing on a 304', async () => {
    const etag = '"feed-v1"';
    const lastModified = 'Sun, 01 Mar 2026 09:00:00 GMT';
    const url = server.serve('/conditional.xml', (request, response) => {
      if (request.headers['if-none-match'] === etag) response.writeHead(304, { etag }).end();
      else
        response
          .writeHead(200, { 'content-type': 'application/rss+xml', etag, 'last-modified': lastModified })
          .end(rss2('Conditional', items('cond')));
    });
    const { feed, outcome } = await poll(url);
    expect(outcome.newItems).toBe(2);
    expect(await feedRow(feed.id)).toMatchObject({ etag, lastModified });
    const later = new Date(NOW.getTime() + 31 * MINUTE);
    const second = await pollFeed(ctx(), (await feedRow(feed.id)) ?? feed, at({ now: later }));
    expect(second).toEqual({ status: 'not_modified', httpStatus: 304, newItems: 0, error: null });
    const [firstRequest, secondRequest] = server.requestsTo('/conditional.xml');
    expect(firstRequest?.['if-none-match']).toBeUndefined();
    expect(secondRequest?.['if-none-match']).toBe(etag);
    expect(secondRequest?.['if-modified-since']).toBe(lastModified);
    expect(await feedRow(feed.id)).toMatchObject({
      lastStatus: 'not_modified',
      lastHttpStatus: 304,
      itemsTotal: 2,
      lastNewItems: 0,
      etag,
      nextPollAt: new Date(later.getTime() + FEED_POLL_INTERVAL_MS),
    });
  });

  it('backs off a failing feed (a 500, a timeout), doubling, and keeps it with its error', async () => {
    const url = server.serve('/broken.xml', (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('oops');
    });
    const { feed, outcome } = await poll(url);
    expect(outcome).toEqual({
      status: 'error',
      httpStatus: 500,
      newItems: 0,
      error: "The feed's server answered HTTP 500",
    });
    expect(await feedRow(feed.id)).toMatchObject({
      lastStatus: 'error',
      consecutiveFailures: 1,
      lastError: "The feed's server answered HTTP 500",
      nextPollAt: new Date(NOW.getTime() + 15 * MINUTE),
    });
    await pollFeed(ctx(), (await feedRow(feed.id)) ?? feed, at());
    expect(await feedRow(feed.id)).toMatchObject({
      consecutiveFailures: 2,
      nextPollAt: new Date(NOW.getTime() + 30 * MINUTE),
    });

    // A server that never answers: cut off at the poll's deadline, backed off the same way.
    const silent = server.serve('/silent.xml', () => {});
    const timedOut = await poll(silent, { timeoutMs: 1_000 });
    expect(timedOut.outcome).toMatchObject({ status: 'error', error: 'Feed did not answer within 1 s' });
    expect(await feedRow(timedOut.feed.id)).toMatchObject({
      consecutiveFailures: 1,
      lastError: 'Feed did not answer within 1 s',
      nextPollAt: new Date(NOW.getTime() + 15 * MINUTE),
    });
  });

  it('honours Retry-After on a 429 (seconds) and a 503 (a date), beyond its own back-off', async () => {
    const limited = server.serve('/limited.xml', (_request, response) => {
      response.writeHead(429, { 'retry-after': '7200' }).end();
    });
    const { feed } = await poll(limited);
    expect(await feedRow(feed.id)).toMatchObject({
      lastHttpStatus: 429,
      nextPollAt: new Date(NOW.getTime() + 2 * 60 * MINUTE),
    });
    const until = new Date(NOW.getTime() + 5 * 60 * MINUTE);
    const down = server.serve('/down.xml', (_request, response) => {
      response.writeHead(503, { 'retry-after': until.toUTCString() }).end();
    });
    const second = await poll(down);
    expect((await feedRow(second.feed.id))?.nextPollAt).toEqual(until);
  });

  it('says so when the document is no feed', async () => {
    const { outcome } = await poll(
      server.serve('/page.html', document('<html><body>Hi</body></html>', 'text/html')),
    );
    expect(outcome.status).toBe('error');
    expect(outcome.error).toMatch(/^Not a feed: the document is not RSS, Atom, RDF or JSON Feed/);
  });

  it('takes the 50 newest items of a long feed, and dates none in the future', async () => {
    const many = items('many', 60).reverse();
    const future = {
      ...items('future', 1)[0],
      date: 'Wed, 01 Jan 2031 00:00:00 GMT',
    } as (typeof many)[number];
    const { feed, outcome } = await poll(
      server.serve('/many.xml', document(rss2('Many', [...many, future]))),
    );
    expect(outcome.newItems).toBe(50);
    const posts = await postsOf(feed.id);
    expect(posts.find((p) => p.guid === 'future-1')?.publishedAt).toEqual(NOW);
    const kept = posts.filter((p) => p.guid?.startsWith('many-')).map((p) => Number(p.guid?.split('-')[1]));
    expect(Math.min(...kept)).toBe(12);
  });

  it('polls only the feeds that are due, and moves each to its next time', async () => {
    await db()
      .update(blogFeeds)
      .set({ nextPollAt: new Date(NOW.getTime() + 60 * MINUTE) });
    const due = await addFeed(server.serve('/due.xml', document(rss2('Due', items('due')))), {
      nextPollAt: new Date(NOW.getTime() - MINUTE),
    });
    const run = await pollDueFeeds(ctx(), at());
    expect(run).toEqual({ polled: 1, ok: 1, notModified: 0, failed: 0 });
    expect(await feedRow(due.id)).toMatchObject({ itemsTotal: 2, lastStatus: 'ok' });
    expect(await pollDueFeeds(ctx(), at())).toEqual({ polled: 0, ok: 0, notModified: 0, failed: 0 });
  });
});
