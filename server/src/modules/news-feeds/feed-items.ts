import { sanitizeArticleHtml } from '../../lib/render-markdown';
import { canonicalUrlOf, collapseSpace, cutText, htmlToText, itemUrlOf, storedGuid } from './feed-text';
import type { RawFeedItem } from './read-feed-document';

/** The newest items a poll takes from a document; older ones were (or will never be) news. */
export const MAX_ITEMS_PER_POLL = 50;
export const MAX_EXCERPT_LENGTH = 300;
export const MAX_TITLE_LENGTH = 300;
export const MAX_TAGS = 8;
const MAX_TAG_LENGTH = 40;

/** An item ready to store, all but its slug: HTML cut to the article allow-list, texts capped. */
export type FeedItem = {
  guid: string;
  canonicalUrl: string | null;
  sourceUrl: string | null;
  title: string;
  excerpt: string;
  contentHtml: string;
  tags: string[];
  publishedAt: Date;
};

const stringOr = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** The item's date, never in the future (a scheduled-looking date would hide it), else the fetch time. */
function publishedAtOf(raw: unknown, fetchedAt: Date): Date {
  const time = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) return fetchedAt;
  return new Date(Math.min(time, fetchedAt.getTime()));
}

function tagsOf(categories: unknown[]): string[] {
  const tags = new Map<string, string>();
  for (const category of categories) {
    const tag = cutText(collapseSpace(stringOr(category)), MAX_TAG_LENGTH);
    if (tag !== '' && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
    if (tags.size >= MAX_TAGS) break;
  }
  return [...tags.values()];
}

/**
 * The items of a document as they will be stored: the newest MAX_ITEMS_PER_POLL, each with a GUID (the
 * feed's, else its link), its canonical address, its HTML sanitised against its own address, a plain-text
 * excerpt and capped tags. An item with neither GUID nor link cannot be recognised again and is left out;
 * so is a second item with a GUID already seen in the same document.
 */
export function feedItemsOf(raw: RawFeedItem[], feedUrl: string, fetchedAt: Date): FeedItem[] {
  const dated = raw.map((item, index) => ({ item, index, at: publishedAtOf(item.date, fetchedAt) }));
  // Newest first; undated items (at the fetch time) keep the document's order.
  dated.sort((a, b) => b.at.getTime() - a.at.getTime() || a.index - b.index);
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const { item, at } of dated) {
    if (items.length >= MAX_ITEMS_PER_POLL) break;
    const rawGuid = collapseSpace(stringOr(item.guid) || stringOr(item.link));
    if (rawGuid === '') continue;
    const guid = storedGuid(rawGuid);
    if (seen.has(guid)) continue;
    seen.add(guid);
    const canonicalUrl = canonicalUrlOf(stringOr(item.link), feedUrl);
    const sourceUrl = itemUrlOf(stringOr(item.link), feedUrl);
    const contentHtml = sanitizeArticleHtml(stringOr(item.contentHtml), sourceUrl ?? feedUrl);
    const summary = htmlToText(stringOr(item.summaryHtml)) || htmlToText(contentHtml);
    const title = cutText(stringOr(item.title), MAX_TITLE_LENGTH) || cutText(summary, 80) || 'Untitled';
    items.push({
      guid,
      canonicalUrl,
      sourceUrl,
      title,
      excerpt: cutText(summary, MAX_EXCERPT_LENGTH),
      contentHtml,
      tags: tagsOf(Array.isArray(item.categories) ? item.categories : []),
      publishedAt: at,
    });
  }
  return items;
}
