import { BLOG_SLUG_PATTERN } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { atom, document, jsonFeed, rdf, rss2 } from '../../test-support/feed-server';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { at, feedPolling, items, NOW, startFeedServerForFile } from './feed-poll.test-support';
import { FEED_POLL_INTERVAL_MS } from './feed-schedule';
import { pollFeed } from './poll-feed';

const server = startFeedServerForFile();

describeOnEachDatabase('polling news feeds: reading items', (get) => {
  const { db, ctx, categoryId, feedRow, postsOf, poll } = feedPolling(get);

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
      const { feed, outcome } = await poll(server().serve(path, document(body, type)));
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
          categoryId: categoryId(),
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
    const { feed, outcome } = await poll(server().serve('/hostile.xml', document(rss2('Hostile', hostile))));
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
    const url = server().serve('/huge.xml', (_request, response) => {
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
      server().serve(
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
    const second = await poll(server().serve('/dup-b.xml', document(rss2('B', [elsewhere]))));
    expect(second.outcome.newItems).toBe(0);
    const stored = await db().select().from(blogPosts).where(eq(blogPosts.canonicalUrl, story.link));
    expect(stored).toHaveLength(1);

    // Hidden by an administrator: neither its own feed's next poll nor another feed brings it back.
    await db().update(blogPosts).set({ status: 'hidden' }).where(eq(blogPosts.canonicalUrl, story.link));
    expect((await pollFeed(ctx(), first.feed, at())).newItems).toBe(0);
    const third = await poll(
      server().serve('/dup-c.json', document(jsonFeed('C', [{ ...story, guid: 'c' }]))),
    );
    expect(third.outcome.newItems).toBe(0);
    const again = await db().select().from(blogPosts).where(eq(blogPosts.canonicalUrl, story.link));
    expect(again.map((p) => p.status)).toEqual(['hidden']);
  });
});
