import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { ValidationError } from './errors';

// Raw HTML in Markdown is not ours to trust: marked passes it through, and the allow-list below decides.
const marked = new Marked({ gfm: true, async: false });

/**
 * marked's parse, its give-up a 400: a text it cannot render (its stack overflows on nesting the
 * contracts' `markdownField` lets through, such as thousands of nested emphasis marks) is the writer's to
 * change, not a server error.
 */
function parseMarkdown(markdown: string): string {
  try {
    return marked.parse(markdown) as string;
  } catch (error) {
    if (error instanceof RangeError || /call stack/i.test(String(error)))
      throw new ValidationError('This Markdown is nested too deeply to render; simplify it', 'markdown');
    throw error;
  }
}

/**
 * The tags and attributes documentation needs, and nothing else: no scripts, styles, event handlers,
 * forms, frames or images. Links keep http(s), mailto and same-site addresses only.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'br',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Outside links open apart from the app and tell the other site nothing about the page.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }
        : { tagName, attribs },
  },
};
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** Markdown to HTML that is safe to put in a page: rendered by marked, then cut to the allow-list. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parseMarkdown(markdown), ALLOWED);
}

/**
 * The administrator's content blocks (the landing hero, the announcement bar, the tools' intros): the same
 * tags, stricter links. Only https and mailto addresses, and paths of this site ("/pricing"), are kept;
 * every other link loses its address. Outside links carry rel="noopener nofollow": an edited text is no
 * endorsement.
 */
const CONTENT_ALLOWED: sanitizeHtml.IOptions = {
  ...ALLOWED,
  allowedSchemes: ['https', 'mailto'],
  allowedAttributes: { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel'] },
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const title: Record<string, string> = attribs.title === undefined ? {} : { title: attribs.title };
      if (/^https:\/\//i.test(href))
        return { tagName, attribs: { href, ...title, rel: 'noopener nofollow' } };
      if (/^mailto:/i.test(href) || /^\/(?![/\\])/.test(href))
        return { tagName, attribs: { href, ...title } };
      return { tagName, attribs: title };
    },
  },
};

export function renderContentMarkdown(markdown: string): string {
  return sanitizeHtml(parseMarkdown(markdown), CONTENT_ALLOWED).trim();
}

/**
 * Where a link or image of an article points, or null to drop it. Addresses are resolved against the
 * article's own address (a feed item's relative links belong to its source site); links keep http(s),
 * mailto and, without a base, this site's paths; images keep https only (an http image is mixed content).
 */
function articleAddress(raw: string | undefined, kind: 'link' | 'image', base?: string): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (kind === 'link' && /^mailto:/i.test(value)) return value;
  if (kind === 'link' && !base && /^\/(?![/\\])/.test(value)) return value;
  if (!base && !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (kind === 'image') return url.protocol === 'https:' ? url.href : null;
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

function articleOptions(base?: string): sanitizeHtml.IOptions {
  return {
    ...ALLOWED,
    allowedTags: [
      ...(ALLOWED.allowedTags as string[]),
      'h5',
      'h6',
      'img',
      'figure',
      'figcaption',
      'del',
      'sup',
      'sub',
    ],
    allowedAttributes: {
      ...ALLOWED.allowedAttributes,
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    },
    // The transforms below decide every address; the scheme list is the second lock on the door.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = articleAddress(attribs.href, 'link', base);
        const title: Record<string, string> = attribs.title === undefined ? {} : { title: attribs.title };
        if (href === null) return { tagName, attribs: title };
        if (/^https?:/i.test(href))
          return {
            tagName,
            attribs: { href, ...title, rel: 'noopener nofollow', target: '_blank' },
          };
        return { tagName, attribs: { href, ...title } };
      },
      img: (tagName, attribs) => {
        const src = articleAddress(attribs.src, 'image', base);
        const kept: Record<string, string> = { loading: 'lazy' };
        for (const name of ['alt', 'title', 'width', 'height'] as const) {
          const value = attribs[name];
          if (value === undefined) continue;
          if ((name === 'width' || name === 'height') && !/^\d{1,5}$/.test(value)) continue;
          kept[name] = value;
        }
        return src === null ? { tagName, attribs: kept } : { tagName, attribs: { src, ...kept } };
      },
    },
    // An image without an address is nothing to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

const ARTICLE_ALLOWED = articleOptions();

/**
 * An article's HTML cut to the blog's allow-list: the documentation's tags plus images (https only) and
 * figures; no scripts, styles, frames, forms or event handlers. Outside links open apart, with
 * rel="noopener nofollow". `baseUrl` (an aggregated item's own address) resolves its relative links and
 * images. Both the team's posts and aggregated news items pass through here.
 */
export function sanitizeArticleHtml(html: string, baseUrl?: string): string {
  return sanitizeHtml(html, baseUrl ? articleOptions(baseUrl) : ARTICLE_ALLOWED).trim();
}

/** A blog post's Markdown to safe HTML: rendered by marked, then cut to the article allow-list. */
export function renderArticleMarkdown(markdown: string): string {
  return sanitizeArticleHtml(parseMarkdown(markdown));
}
