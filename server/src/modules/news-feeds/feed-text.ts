import { createHash } from 'node:crypto';
import { MAX_BLOG_SLUG_LENGTH } from '@botlens/contracts';
import { Parser } from 'htmlparser2';

/**
 * Plain text of an HTML fragment: the text between tags, entities decoded, whitespace collapsed, without
 * what scripts and styles hold. For excerpts and titles, which the pages show as text.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (name === 'script' || name === 'style') skipping++;
      },
      onclosetag: (name) => {
        if ((name === 'script' || name === 'style') && skipping > 0) skipping--;
        // Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
        parts.push(' ');
      },
      ontext: (text) => {
        if (skipping === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return collapseSpace(parts.join(''));
}

export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis when anything was cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// Room for "-<n>" after the base when the title's slug is taken.
const SLUG_BASE_LENGTH = MAX_BLOG_SLUG_LENGTH - 8;

/** A slug from a title (contracts' BLOG_SLUG_PATTERN): lower-case ASCII letters, digits and single hyphens. */
export function slugBaseOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? 'news-item' : slug;
}

/**
 * The address an item is known by across feeds: resolved against the feed, without fragment or utm_*
 * tracking parameters, http(s) only. Null when the link is no such address.
 */
export function canonicalUrlOf(link: string | undefined, base: string): string | null {
  const resolved = itemUrlOf(link, base);
  if (resolved === null) return null;
  const url = new URL(resolved);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (/^utm_/i.test(name)) url.searchParams.delete(name);
  }
  const href = url.href;
  return href.length <= 2048 ? href : null;
}

/** An item's link resolved against its feed: an http(s) address of at most 2048 characters, else null. */
export function itemUrlOf(link: string | undefined, base: string): string | null {
  if (!link?.trim()) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href.length <= 2048 ? url.href : null;
}

/** A GUID as stored: short ones as they are, long ones by their hash (an index row has its limits). */
export function storedGuid(guid: string): string {
  return guid.length <= 500 ? guid : `sha256:${createHash('sha256').update(guid).digest('hex')}`;
}
