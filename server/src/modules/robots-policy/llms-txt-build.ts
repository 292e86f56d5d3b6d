import { pathDepth } from './llms-txt-page-urls';

export type LlmsTxtPage = { url: string; title: string | null; description: string | null };
export type LlmsTxtInput = {
  /** The home page's name for the site (og:site_name or its title); the domain when it has none. */
  siteName: string;
  /** The home page's description, the file's "> summary"; none when the home page has none. */
  summary: string | null;
  pages: readonly LlmsTxtPage[];
};

/** The section of pages that sit at the site's top level, or whose folder holds no other page. */
export const TOP_LEVEL_SECTION = 'Pages';

/**
 * An llms.txt in the llmstxt.org format: `# Site name`, `> summary`, then one `## Section` per first path
 * segment holding at least two pages (Blog, Docs...), the rest under "Pages" first, each page a line
 * `- [Title](absolute URL): description`. Every text came from a hostile page: it is escaped here so that it
 * cannot end a link, start a heading or bring a link or HTML of its own.
 */
export function buildLlmsTxt({ siteName, summary, pages }: LlmsTxtInput): string {
  const lines = [`# ${headingText(siteName) || 'Website'}`, ''];
  if (summary) lines.push(`> ${inlineText(summary)}`, '');
  for (const section of groupIntoSections(pages)) {
    lines.push(`## ${section.name}`, '');
    for (const page of section.pages) lines.push(pageLine(page));
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

type Section = { key: string; name: string; pages: LlmsTxtPage[] };

export function groupIntoSections(pages: readonly LlmsTxtPage[]): Section[] {
  const folderOf = (page: LlmsTxtPage) => {
    const { pathname } = new URL(page.url);
    return pathDepth(pathname) === 0 ? null : (pathname.split('/').find((s) => s !== '') ?? null);
  };
  // A folder is a section when two or more pages live under it (its own index page counts).
  const counts = new Map<string, number>();
  for (const page of pages) {
    const folder = folderOf(page)?.toLowerCase();
    if (folder) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const sections = new Map<string, Section>();
  sections.set('', { key: '', name: TOP_LEVEL_SECTION, pages: [] });
  for (const page of pages) {
    const folder = folderOf(page);
    const key = folder && (counts.get(folder.toLowerCase()) ?? 0) >= 2 ? folder.toLowerCase() : '';
    let section = sections.get(key);
    if (!section) {
      section = { key, name: sectionName(folder ?? ''), pages: [] };
      sections.set(key, section);
    }
    section.pages.push(page);
  }
  return [...sections.values()].filter((section) => section.pages.length > 0);
}

/** "api-reference" is "Api reference"; "optional" would turn into llms.txt's skippable section, so it is not. */
function sectionName(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: the segment as written
  }
  const words = decoded
    .replace(/[-_+.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const name = headingText(words.charAt(0).toUpperCase() + words.slice(1));
  if (name === '' || name.toLowerCase() === TOP_LEVEL_SECTION.toLowerCase())
    return `${TOP_LEVEL_SECTION} (${name || 'other'})`;
  return name.toLowerCase() === 'optional' ? 'Optional pages' : name;
}

function pageLine(page: LlmsTxtPage): string {
  const name = linkText(page.title ?? fallbackTitle(page.url));
  const line = `- [${name}](${linkUrl(page.url)})`;
  return page.description ? `${line}: ${inlineText(page.description)}` : line;
}

/** A page without a title is named by its path, which is what a reader would see of it anyway. */
function fallbackTitle(url: string): string {
  const { pathname } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the path as written
  }
  return path === '/' ? 'Home' : path;
}

/** Markdown's inline syntax escaped with backslashes: no emphasis, code, link or HTML starts in the text. */
export function inlineText(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`);
}

/**
 * A link's name. Readers of llms.txt (the project's validator among them) take the name up to the first "]"
 * whatever precedes it, so no escape survives there: brackets become parentheses.
 */
export function linkText(text: string): string {
  return inlineText(oneLine(text).replace(/\[/g, '(').replace(/]/g, ')')) || 'Untitled';
}

/** A heading's text: no trailing "#" (it would close the heading), no inline syntax. */
function headingText(text: string): string {
  return inlineText(text).replace(/#/g, '\\#');
}

/** The URL as markdown takes it inside (...): no space, quote or parenthesis of its own. */
export function linkUrl(url: string): string {
  return new URL(url).href.replace(/[()"' ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
