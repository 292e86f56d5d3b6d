import { expect, it } from 'vitest';
import { blogFeeds } from '../../db/schema';
import { document, rss2 } from '../../test-support/feed-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { at, feedPolling, items, MINUTE, NOW, startFeedServerForFile } from './feed-poll.test-support';
import { pollDueFeeds } from './feed-poll-job';
import { FEED_POLL_INTERVAL_MS } from './feed-schedule';
import { pollFeed } from './poll-feed';

const server = startFeedServerForFile();

describeOnEachDatabase('polling news feeds: conditional requests, back-off and the schedule', (get) => {
  const { db, ctx, addFeed, feedRow, postsOf, poll } = feedPolling(get);

  it('asks again with If-None-Match and If-Modified-Since, and reads nothing on a 304', async () => {
    const etag = '"feed-v1"';
    const lastModified = 'Sun, 01 Mar 2026 09:00:00 GMT';
    const url = server().serve('/conditional.xml', (request, response) => {
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
    const [firstRequest, secondRequest] = server().requestsTo('/conditional.xml');
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
    const url = server().serve('/broken.xml', (_request, response) => {
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
    const silent = server().serve('/silent.xml', () => {});
    const timedOut = await poll(silent, { timeoutMs: 1_000 });
    expect(timedOut.outcome).toMatchObject({ status: 'error', error: 'Feed did not answer within 1 s' });
    expect(await feedRow(timedOut.feed.id)).toMatchObject({
      consecutiveFailures: 1,
      lastError: 'Feed did not answer within 1 s',
      nextPollAt: new Date(NOW.getTime() + 15 * MINUTE),
    });
  });

  it('honours Retry-After on a 429 (seconds) and a 503 (a date), beyond its own back-off', async () => {
    const limited = server().serve('/limited.xml', (_request, response) => {
      response.writeHead(429, { 'retry-after': '7200' }).end();
    });
    const { feed } = await poll(limited);
    expect(await feedRow(feed.id)).toMatchObject({
      lastHttpStatus: 429,
      nextPollAt: new Date(NOW.getTime() + 2 * 60 * MINUTE),
    });
    const until = new Date(NOW.getTime() + 5 * 60 * MINUTE);
    const down = server().serve('/down.xml', (_request, response) => {
      response.writeHead(503, { 'retry-after': until.toUTCString() }).end();
    });
    const second = await poll(down);
    expect((await feedRow(second.feed.id))?.nextPollAt).toEqual(until);
  });

  it('says so when the document is no feed', async () => {
    const { outcome } = await poll(
      server().serve('/page.html', document('<html><body>Hi</body></html>', 'text/html')),
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
      server().serve('/many.xml', document(rss2('Many', [...many, future]))),
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
    const due = await addFeed(server().serve('/due.xml', document(rss2('Due', items('due')))), {
      nextPollAt: new Date(NOW.getTime() - MINUTE),
    });
    const run = await pollDueFeeds(ctx(), at());
    expect(run).toEqual({ polled: 1, ok: 1, notModified: 0, failed: 0 });
    expect(await feedRow(due.id)).toMatchObject({ itemsTotal: 2, lastStatus: 'ok' });
    expect(await pollDueFeeds(ctx(), at())).toEqual({ polled: 0, ok: 0, notModified: 0, failed: 0 });
  });
});
