import { Parser } from 'htmlparser2';

/** What an audit reads from a home page: every later finding is computed from these facts. */
export type PageFacts = {
  title: string | null;
  description: string | null;
  canonicalUrl: string | null;
  language: string | null;
  hasViewport: boolean;
  /** The viewport meta tag's content, e.g. "width=device-width, initial-scale=1"; null when absent. */
  viewport: string | null;
  /** The robots meta tag, e.g. "noindex, nofollow"; null when absent. */
  robotsMeta: string | null;
  headings: { h1: string[]; h2: string[]; h3: number; h4to6: number };
  /**
   * Visible text (no script, style, template, svg), at most MAX_TEXT characters: spaces collapsed, and one
   * line per block (paragraph, heading, list item...), so that a heading ends its sentence.
   */
  text: string;
  wordCount: number;
  links: { internal: number; external: number };
  images: { total: number; withAlt: number };
  /** schema.org types named by JSON-LD blocks and microdata itemtypes, e.g. Organization, FAQPage. */
  schemaTypes: string[];
  /** JSON-LD blocks that were not valid JSON. */
  invalidJsonLd: number;
};

const MAX_TEXT = 200_000;
const MAX_HEADINGS = 50;
const MAX_HEADING_CHARS = 300;
const MAX_JSON_LD_CHARS = 256 * 1024;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object']);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'section',
  'article',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const collapseKeepingLines = (text: string) =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();

/** @type values of a JSON-LD document, through @graph, arrays and nested objects. */
function jsonLdTypes(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 20 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypes(item, into, depth + 1);
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === '@type') {
      for (const type of Array.isArray(child) ? child : [child]) {
        if (typeof type === 'string') into.add(schemaName(type));
      }
    } else {
      jsonLdTypes(child, into, depth + 1);
    }
  }
}

/** "https://schema.org/FAQPage" and "schema:FAQPage" are FAQPage. */
function schemaName(type: string): string {
  return type.trim().replace(/^.*[/#:]/, '');
}

/**
 * Reads a page in one streaming pass (constant memory beyond the capped text): meta data, headings, visible
 * text, links, images and structured data. The page is hostile input: nothing from it is executed or
 * rendered, sizes are capped, and broken markup or JSON is counted, not fatal.
 */
export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const page = new URL(pageUrl);
  const facts: PageFacts = {
    title: null,
    description: null,
    canonicalUrl: null,
    language: null,
    hasViewport: false,
    viewport: null,
    robotsMeta: null,
    headings: { h1: [], h2: [], h3: 0, h4to6: 0 },
    text: '',
    wordCount: 0,
    links: { internal: 0, external: 0 },
    images: { total: 0, withAlt: 0 },
    schemaTypes: [],
    invalidJsonLd: 0,
  };
  const types = new Set<string>();
  const text: string[] = [];
  let textLength = 0;
  let hiddenDepth = 0;
  let inTitle = false;
  let titleText = '';
  let heading: { level: number; text: string } | null = null;
  let jsonLd: string | null = null;

  const addText = (chunk: string) => {
    if (textLength >= MAX_TEXT) return;
    const piece = chunk.slice(0, MAX_TEXT - textLength);
    text.push(piece);
    textLength += piece.length;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html' && attributes.lang) facts.language = attributes.lang.slice(0, 35);
        if (name === 'title' && facts.title === null) inTitle = true;
        if (name === 'meta') {
          const key = (attributes.name ?? attributes.property ?? '').toLowerCase();
          const content = collapse(attributes.content ?? '').slice(0, 2000);
          if (key === 'description' && facts.description === null) facts.description = content;
          if (key === 'viewport') {
            facts.hasViewport = true;
            facts.viewport = content.toLowerCase();
          }
          if (key === 'robots') facts.robotsMeta = content.toLowerCase();
        }
        if (name === 'link' && /(^|\s)canonical(\s|$)/i.test(attributes.rel ?? '') && attributes.href) {
          try {
            facts.canonicalUrl = new URL(attributes.href, page).href.slice(0, 2048);
          } catch {
            facts.canonicalUrl = attributes.href.slice(0, 2048);
          }
        }
        if (name === 'script' && (attributes.type ?? '').toLowerCase().trim() === 'application/ld+json')
          jsonLd = '';
        if (attributes.itemtype)
          for (const type of attributes.itemtype.split(/\s+/)) if (type) types.add(schemaName(type));
        if (name === 'a' && attributes.href) {
          try {
            const target = new URL(attributes.href, page);
            if (target.protocol === 'http:' || target.protocol === 'https:') {
              if (target.host === page.host) facts.links.internal++;
              else facts.links.external++;
            }
          } catch {
            // an unreadable href is not a link anyone can follow
          }
        }
        if (name === 'img') {
          facts.images.total++;
          if (attributes.alt !== undefined && attributes.alt.trim() !== '') facts.images.withAlt++;
        }
        if (HIDDEN.has(name)) hiddenDepth++;
        const level = /^h([1-6])$/.exec(name)?.[1];
        if (level) heading = { level: Number(level), text: '' };
        if (BLOCK.has(name)) addText('\n');
      },
      ontext(data) {
        if (inTitle) titleText += data;
        if (jsonLd !== null && jsonLd.length < MAX_JSON_LD_CHARS) jsonLd += data;
        if (hiddenDepth > 0) return;
        if (heading && heading.text.length < MAX_HEADING_CHARS) heading.text += data;
        addText(data);
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          facts.title = collapse(titleText).slice(0, 1000);
        }
        if (name === 'script' && jsonLd !== null) {
          try {
            jsonLdTypes(JSON.parse(jsonLd), types);
          } catch {
            facts.invalidJsonLd++;
          }
          jsonLd = null;
        }
        if (HIDDEN.has(name) && hiddenDepth > 0) hiddenDepth--;
        if (heading && name === `h${heading.level}`) {
          const content = collapse(heading.text).slice(0, MAX_HEADING_CHARS);
          if (heading.level === 1 && facts.headings.h1.length < MAX_HEADINGS) facts.headings.h1.push(content);
          else if (heading.level === 2 && facts.headings.h2.length < MAX_HEADINGS)
            facts.headings.h2.push(content);
          else if (heading.level === 3) facts.headings.h3++;
          else if (heading.level > 3) facts.headings.h4to6++;
          heading = null;
        }
        if (BLOCK.has(name)) addText('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  facts.text = collapseKeepingLines(text.join(''));
  facts.wordCount =
    facts.text === '' ? 0 : facts.text.split(/[ \n]/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;
  facts.schemaTypes = [...types].sort();
  return facts;
}
