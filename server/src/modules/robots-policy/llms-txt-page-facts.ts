import { Parser } from 'htmlparser2';

/** What an llms.txt line says of a page: plain text, already cleaned, or null when the page says nothing. */
export type PageSummary = {
  title: string | null;
  description: string | null;
  /** og:site_name: the site's own name, read from the home page. */
  siteName: string | null;
};

export const MAX_TITLE_CHARS = 120;
export const MAX_DESCRIPTION_CHARS = 300;
/** What is parsed of a page at most: its head is near the start, and the parser's cost grows with it. */
export const MAX_PARSED_CHARS = 128 * 1024;
const PARSE_SLICE_CHARS = 16 * 1024;
// What is kept of any one text while reading: a hostile page's 500 KB <title> is not carried around.
const MAX_RAW_CHARS = 4096;

/**
 * Reads a page's title (og:title, else <title>, else the first <h1>), its description (meta description,
 * else og:description) and og:site_name as text. Pages are hostile: markup inside a title, control
 * characters, megabytes of whitespace; every text is cleaned by `cleanText` and cut.
 */
export function readPageSummary(html: string): PageSummary {
  const meta: Record<string, string> = {};
  let title: string | null = null;
  let h1: string | null = null;
  let capture: 'title' | 'h1' | null = null;
  let captured = '';
  let hiddenDepth = 0;
  let headEnded = false;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') headEnded = true;
        if (name === 'script' || name === 'style' || name === 'template') hiddenDepth++;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          const content = attributes.content;
          if (key !== '' && content !== undefined && meta[key] === undefined) {
            meta[key] = content.slice(0, MAX_RAW_CHARS);
          }
          return;
        }
        if (capture === null && hiddenDepth === 0) {
          if (name === 'title' && title === null) capture = 'title';
          else if (name === 'h1' && h1 === null) capture = 'h1';
          if (capture !== null) captured = '';
        }
      },
      ontext(text) {
        if (capture !== null && hiddenDepth === 0 && captured.length < MAX_RAW_CHARS) {
          captured += text.slice(0, MAX_RAW_CHARS - captured.length);
        }
      },
      onclosetag(name) {
        if (name === 'head') headEnded = true;
        if (name === 'script' || name === 'style' || name === 'template') {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (capture !== null && name === capture) {
          if (capture === 'title') title = captured;
          else h1 = captured;
          capture = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // Fed a slice at a time, and stopped once the head is read and a title found: the rest of the page is
  // not needed, and a hostile one (thousands of nested tags) costs the parser time on the server's thread.
  const text = html.slice(0, MAX_PARSED_CHARS);
  for (
    let at = 0;
    at < text.length && !(headEnded && (title !== null || h1 !== null || meta['og:title']));
  ) {
    parser.write(text.slice(at, at + PARSE_SLICE_CHARS));
    at += PARSE_SLICE_CHARS;
  }
  parser.end();

  const first = (...texts: Array<string | null | undefined>) => {
    for (const text of texts) {
      const clean = text == null ? '' : cleanText(text);
      if (clean !== '') return clean;
    }
    return null;
  };
  return {
    title: cut(first(meta['og:title'], title, h1), MAX_TITLE_CHARS),
    description: cut(first(meta.description, meta['og:description']), MAX_DESCRIPTION_CHARS),
    siteName: cut(first(meta['og:site_name']), MAX_TITLE_CHARS),
  };
}

/**
 * Text as one clean line: tags a title carried as text removed (htmlparser2 reads <title> as raw text, so
 * "<script>" in it arrives here), control and invisible formatting characters dropped, white space
 * collapsed.
 */
export function cleanText(text: string): string {
  return (
    text
      .slice(0, MAX_RAW_CHARS)
      .replace(/<\/?[a-z!?][^>]*>/gi, ' ')
      // C0 and C1 controls, and the bidirectional and zero-width formatting characters that can hide or
      // reorder what a reader sees.
      .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cut at `max` characters on a word boundary when one is near, with an ellipsis. */
export function cut(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  const head = Array.from(text)
    .slice(0, max - 1)
    .join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
