import type { LlmsTxtIssue, LlmsTxtValidation } from '@botlens/contracts';

const HEADING = /^(#{1,6})[ \t]+(.*)$/;
const LIST_ITEM = /^[-*+][ \t]+(.*)$/;
// - [name](url) or - [name](url): notes
// URLs may hold one level of balanced parentheses, as Wikipedia's do.
const LINK_ITEM = /^\[([^\]]*)\]\(((?:[^()\s]|\([^()\s]*\))*)(?:[ \t]+"[^"]*")?\)(?:[ \t]*:[ \t]*(.*))?$/;
const FENCE = /^(```|~~~)/;

/** A heading's text without its closing #s; a loop, as a regular expression here would be quadratic. */
function headingText(text: string): string {
  let end = text.length;
  while (end > 0 && ' \t#'.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

function linkProblem(url: string): string | null {
  if (url === '') return 'has an empty URL';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:'
        ? null
        : 'must link to an http(s) URL';
    } catch {
      return 'has a URL that cannot be read';
    }
  }
  // A relative link resolves against the site, which is allowed.
  return /\s/.test(url) ? 'has a URL with spaces' : null;
}

/**
 * Checks a text against the llms.txt proposal (llmstxt.org): an H1 title first (the one required part), an
 * optional blockquote summary, optional detail paragraphs without headings, then H2 sections of markdown link
 * lists `- [name](url): notes`, of which `## Optional` holds what may be skipped. Errors break that structure
 * (a reader would mis-parse the file); warnings are departures a reader survives.
 */
export function validateLlmsTxt(text: string): LlmsTxtValidation {
  const errors: LlmsTxtIssue[] = [];
  const warnings: LlmsTxtIssue[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let stage: 'start' | 'summary' | 'details' | 'sections' = 'start';
  let inFence = false;
  let section: { name: string; line: number; links: number } | null = null;
  const sections: Array<{ name: string; line: number; links: number }> = [];
  // Looked up once per heading: a list scanned each time is quadratic, and a 1 MB file holds 100k headings.
  const sectionNames = new Set<string>();

  const closeSection = () => {
    if (section && section.links === 0) {
      warnings.push({ line: section.line, message: `Section "${section.name}" has no links` });
    }
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trimEnd();
    const fenceMarker = FENCE.test(content.trimStart());
    if (fenceMarker) inFence = !inFence;
    if (content.trim() === '') return;
    // Code is shown, not read: its lines are neither headings nor list items.
    const inCode = inFence || fenceMarker;
    const match = inCode ? null : HEADING.exec(content);
    const heading = match ? { level: match[1]?.length ?? 0, text: headingText(match[2] ?? '') } : null;

    if (stage === 'start') {
      if (heading?.level !== 1) {
        errors.push({ line, message: 'The file must begin with an H1 title: # Site or project name' });
      } else if (heading.text === '') {
        errors.push({ line, message: 'The H1 title is empty' });
      }
      stage = 'summary';
      return;
    }
    if (heading?.level === 1) {
      errors.push({ line, message: 'Only one H1 title is allowed' });
      return;
    }
    if (heading?.level === 2) {
      closeSection();
      const name = heading.text;
      if (name === '') errors.push({ line, message: 'A section heading (##) needs a name' });
      const key = name.toLowerCase();
      if (sectionNames.has(key)) warnings.push({ line, message: `Section "${name}" appears more than once` });
      sectionNames.add(key);
      section = { name, line, links: 0 };
      sections.push(section);
      stage = 'sections';
      return;
    }
    if (heading) {
      if (stage === 'sections') {
        warnings.push({ line, message: 'Sub-headings inside a section are not part of the llms.txt format' });
      } else {
        errors.push({
          line,
          message: 'Only the H1 title may come before the first ## section; use paragraphs here',
        });
      }
      return;
    }

    if (inCode) {
      if (stage === 'summary') stage = 'details';
      return;
    }
    if (content.startsWith('>')) {
      if (stage !== 'summary') {
        warnings.push({ line, message: 'The summary blockquote (>) should come right after the title' });
      }
      return;
    }
    if (stage === 'summary') stage = 'details';
    if (stage !== 'sections' || !section) return;

    if (/^\s/.test(raw)) {
      warnings.push({ line, message: 'Indented lines inside a section are not part of the llms.txt format' });
      return;
    }
    const item = LIST_ITEM.exec(content);
    if (!item) {
      warnings.push({
        line,
        message: `Section "${section.name}" should hold only a list of links: - [name](url): notes`,
      });
      return;
    }
    const link = LINK_ITEM.exec(item[1] ?? '');
    if (!link) {
      errors.push({
        line,
        message: 'A list item must be a link: - [name](url), optionally followed by : notes',
      });
      return;
    }
    if ((link[1] ?? '').trim() === '') errors.push({ line, message: 'A link has no name: [name](url)' });
    const problem = linkProblem(link[2] ?? '');
    if (problem) errors.push({ line, message: `The link "${link[1]}" ${problem}` });
    section.links++;
  });

  if (stage === 'start')
    errors.push({ line: 1, message: 'The file is empty: it needs at least an H1 title' });
  closeSection();
  if (stage !== 'start' && sections.length === 0) {
    warnings.push({
      line: lines.length,
      message: 'No ## sections with links: AI assistants find nothing to read further',
    });
  }
  const optional = sections.findIndex((s) => s.name.toLowerCase() === 'optional');
  if (optional !== -1 && optional !== sections.length - 1) {
    warnings.push({
      line: sections[optional]?.line ?? 1,
      message: 'The ## Optional section should be the last one',
    });
  }
  if (inFence) warnings.push({ line: lines.length, message: 'A code block (```) is never closed' });
  return {
    valid: errors.length === 0,
    errors: firstIssues(errors, 'error'),
    warnings: firstIssues(warnings, 'warning'),
    errorCount: errors.length,
    warningCount: warnings.length,
  };
}

/** Issues shown per kind at most: a hostile 1 MB file can have 100k of them, and nobody reads past a few. */
export const MAX_ISSUES_SHOWN = 200;

/** The issues in line order, the first MAX_ISSUES_SHOWN of them, then one saying how many more there are. */
function firstIssues(issues: LlmsTxtIssue[], kind: 'error' | 'warning'): LlmsTxtIssue[] {
  const sorted = issues.sort((a, b) => a.line - b.line);
  if (sorted.length <= MAX_ISSUES_SHOWN) return sorted;
  const more = sorted.length - MAX_ISSUES_SHOWN;
  const next = sorted[MAX_ISSUES_SHOWN] as LlmsTxtIssue;
  return [
    ...sorted.slice(0, MAX_ISSUES_SHOWN),
    { line: next.line, message: `…and ${more} more ${kind}${more === 1 ? '' : 's'} from this line on` },
  ];
}
