import { type AnyFeed, parseFeed } from 'feedsmith';
import { escapeHtml } from '../../lib/html-text';
import { collapseSpace, htmlToText } from './feed-text';

/** An item of any of the four formats, in one shape: its HTML still as the source wrote it (hostile). */
export type RawFeedItem = {
  /** The feed's own identifier of the item; the link when the feed gives none. */
  guid: string | null;
  link: string | null;
  title: string;
  contentHtml: string;
  /** The source's summary, when it gives one apart from the content. */
  summaryHtml: string | null;
  date: string | null;
  categories: unknown[];
};

export type FeedDocument = { title: string; items: RawFeedItem[] };

export class FeedFormatError extends Error {}

// A parsed document is still hostile: a JSON Feed may put an object where a string belongs.
const text = (value: unknown): string => (typeof value === 'string' ? collapseSpace(value) : '');
const first = <T>(values: T[] | undefined): T | undefined => values?.[0];
const plainToHtml = (value: string): string =>
  value
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');

type Atom = Extract<AnyFeed, { format: 'atom' }>['feed'];
type AtomText = { value?: string; type?: string } | undefined;

/** An Atom text construct as plain text: html and xhtml are markup, text is text. */
function atomText(value: AtomText): string {
  if (!value?.value) return '';
  return value.type === 'html' || value.type === 'xhtml' ? htmlToText(value.value) : text(value.value);
}

/** An Atom content or summary as HTML: escaped when it is text. */
function atomHtml(value: AtomText): string {
  if (!value?.value) return '';
  return value.type === 'html' || value.type === 'xhtml' ? value.value : plainToHtml(value.value);
}

function atomLink(links: NonNullable<Atom['entries']>[number]['links']): string | null {
  const alternate = links?.find((link) => !link.rel || link.rel === 'alternate') ?? links?.[0];
  return alternate?.href ?? null;
}

function fromAnyFeed(parsed: AnyFeed): FeedDocument {
  switch (parsed.format) {
    case 'rss': {
      const feed = parsed.feed;
      return {
        title: text(feed.title),
        items: (feed.items ?? []).map((item) => ({
          guid: item.guid?.value ?? item.link ?? null,
          link: item.link ?? (item.guid?.isPermaLink !== false ? (item.guid?.value ?? null) : null),
          title: text(item.title ?? first(item.dc?.titles)),
          contentHtml: item.content?.encoded ?? item.description ?? '',
          summaryHtml: item.content?.encoded ? (item.description ?? null) : null,
          date: item.pubDate ?? first(item.dc?.dates) ?? null,
          categories: [
            ...(item.categories ?? []).map((category) => category.name),
            ...(item.dc?.subjects ?? []),
          ],
        })),
      };
    }
    case 'atom': {
      const feed = parsed.feed;
      return {
        title: atomText(feed.title),
        items: (feed.entries ?? []).map((entry) => ({
          guid: entry.id ?? atomLink(entry.links),
          link: atomLink(entry.links),
          title: atomText(entry.title),
          contentHtml: atomHtml(entry.content) || atomHtml(entry.summary),
          summaryHtml: entry.content?.value && entry.summary?.value ? atomHtml(entry.summary) : null,
          date: entry.published ?? entry.updated ?? null,
          categories: (entry.categories ?? []).map((category) => category.label ?? category.term ?? ''),
        })),
      };
    }
    case 'rdf': {
      const feed = parsed.feed;
      return {
        title: text(feed.title),
        items: (feed.items ?? []).map((item) => ({
          guid: item.rdf?.about ?? item.link ?? null,
          link: item.link ?? null,
          title: text(item.title),
          contentHtml: item.content?.encoded ?? item.description ?? '',
          summaryHtml: item.content?.encoded ? (item.description ?? null) : null,
          date: first(item.dc?.dates) ?? null,
          categories: item.dc?.subjects ?? [],
        })),
      };
    }
    case 'json': {
      const feed = parsed.feed;
      return {
        title: text(feed.title),
        items: (feed.items ?? []).map((item) => ({
          guid: item.id ? String(item.id) : (item.url ?? null),
          link: item.url ?? item.external_url ?? null,
          title: text(item.title),
          contentHtml: item.content_html ?? (item.content_text ? plainToHtml(item.content_text) : ''),
          summaryHtml: item.summary ? escapeHtml(item.summary) : null,
          date: item.date_published ?? item.date_modified ?? null,
          categories: item.tags ?? [],
        })),
      };
    }
  }
}

/** Reads an RSS 2.0, RSS 1.0 (RDF), Atom or JSON Feed document; anything else is a FeedFormatError. */
export function readFeedDocument(body: string): FeedDocument {
  let parsed: AnyFeed;
  try {
    parsed = parseFeed(body);
  } catch (error) {
    throw new FeedFormatError(
      `Not a feed: the document is not RSS, Atom, RDF or JSON Feed (${(error as Error).message.slice(0, 200)})`,
    );
  }
  return fromAnyFeed(parsed);
}
