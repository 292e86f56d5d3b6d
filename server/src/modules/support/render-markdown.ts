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
