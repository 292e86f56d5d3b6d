import { BLOG_SLUG_PATTERN, MAX_BLOG_SLUG_LENGTH } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { nextPollAfterFailure, nextPollAfterSuccess, retryAfterMs } from './feed-schedule';
import { canonicalUrlOf, cutText, htmlToText, slugBaseOf, storedGuid } from './feed-text';

const NOW = new Date('2026-03-02T12:00:00Z');
const MINUTE = 60_000;
const after = (date: Date) => (date.getTime() - NOW.getTime()) / MINUTE;

describe('feed items as text', () => {
  it('makes slugs of titles in the blog’s pattern, within its length', () => {
    expect(slugBaseOf('Crème brûlée: AI crawlers & you!')).toBe('creme-brulee-ai-crawlers-you');
    expect(slugBaseOf('日本語')).toBe('news-item');
    const long = slugBaseOf('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(MAX_BLOG_SLUG_LENGTH - 8);
    expect(long).toMatch(BLOG_SLUG_PATTERN);
  });

  it('knows an article by its address without fragment or utm_* parameters, http(s) only', () => {
    const base = 'https://feeds.example/rss.xml';
    expect(canonicalUrlOf('https://News.Example/a?id=3&utm_source=x&UTM_Medium=y#c', base)).toBe(
      'https://news.example/a?id=3',
    );
    expect(canonicalUrlOf('/b', base)).toBe('https://feeds.example/b');
    expect(canonicalUrlOf('javascript:alert(1)', base)).toBeNull();
    expect(canonicalUrlOf(`https://x.example/${'a'.repeat(3000)}`, base)).toBeNull();
    expect(canonicalUrlOf(undefined, base)).toBeNull();
  });

  it('reads text out of HTML: entities decoded, scripts left out, whitespace collapsed', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><script>x()</script><p>and   more</p>')).toBe(
      'Fish & chips and more',
    );
    expect(cutText('alpha beta gamma delta', 20)).toBe('alpha beta gamma…');
    expect(cutText('short', 20)).toBe('short');
    expect(storedGuid('g'.repeat(600))).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('when a feed is read next', () => {
  it('waits the interval after a success, jittered by ±10 %', () => {
    expect(after(nextPollAfterSuccess(NOW, () => 0.5))).toBe(30);
    expect(after(nextPollAfterSuccess(NOW, () => 0))).toBe(27);
    expect(after(nextPollAfterSuccess(NOW, () => 1))).toBe(33);
  });

  it('backs off 15 minutes doubling to 24 hours, and waits at least a Retry-After of up to a week', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => after(nextPollAfterFailure(NOW, n, null, mid)))).toEqual([
      15, 30, 60, 120,
    ]);
    expect(after(nextPollAfterFailure(NOW, 40, null, mid))).toBe(24 * 60);
    expect(after(nextPollAfterFailure(NOW, 1, 3 * 3_600_000, mid))).toBe(180);
    expect(after(nextPollAfterFailure(NOW, 1, 365 * 24 * 3_600_000, mid))).toBe(7 * 24 * 60);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(new Date(NOW.getTime() + 5 * MINUTE).toUTCString(), NOW)).toBe(5 * MINUTE);
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs(null, NOW)).toBeNull();
  });
});
