import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in Markdown is not ours to trust: marked passes it through, and the allow-list below decides.
const marked = new Marked({ gfm: true, async: false });

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
  return sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
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
  return sanitizeHtml(marked.parse(markdown) as string, CONTENT_ALLOWED).trim();
}
