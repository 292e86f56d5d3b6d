/**
 * A plain text (a content sample pasted by a user, or a page's visible text) as an answer engine reads it:
 * blocks (headings, paragraphs, list items, table rows) and their sentences, each with its character
 * offsets in the original text so that a finding can point at the exact span it is about.
 */
export type Span = { text: string; start: number; end: number };
export type BlockKind = 'heading' | 'paragraph' | 'list-item' | 'table-row';
export type Block = Span & { kind: BlockKind; sentences: Span[] };

const LIST_MARKER = /^(?:[-*•▪‣–]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+)/i;
const MARKDOWN_HEADING = /^#{1,6}\s+/;
const TABLE_ROW = /^\|.*\|$|\t.*\t/;
/** A heading written as plain text: short, no sentence punctuation at its end, followed by more text. */
const MAX_PLAIN_HEADING_WORDS = 12;

/** Sentence ends: . ! ? (and their run) followed by space, unless the dot ends a common abbreviation. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s)/g;
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'inc',
  'ltd',
  'no',
  'fig',
  'approx',
  'st',
  'jr',
  'sr',
]);

export function outlineOf(text: string): Block[] {
  const lines = linesOf(text);
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as Span;
    const next = lines[index + 1];
    blocks.push(blockOf(line, kindOf(line, next)));
  }
  return blocks;
}

function kindOf(line: Span, next: Span | undefined): BlockKind {
  if (MARKDOWN_HEADING.test(line.text)) return 'heading';
  if (LIST_MARKER.test(line.text)) return 'list-item';
  if (TABLE_ROW.test(line.text)) return 'table-row';
  const words = wordCount(line.text);
  const plainHeading =
    next !== undefined &&
    words > 0 &&
    words <= MAX_PLAIN_HEADING_WORDS &&
    !/[.,;:!]$/.test(line.text) &&
    wordCount(next.text) > words;
  return plainHeading ? 'heading' : 'paragraph';
}

/** Non-empty lines, trimmed, with their offsets. */
function linesOf(text: string): Span[] {
  const lines: Span[] = [];
  const pattern = /[^\r\n]+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const start = match.index + lead;
    lines.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return lines;
}

function blockOf(line: Span, kind: BlockKind): Block {
  // A heading or a list item or row is one unit; a paragraph is split into its sentences.
  const sentences = kind === 'paragraph' ? sentencesOf(line) : [line];
  return { ...line, kind, sentences };
}

function sentencesOf(line: Span): Span[] {
  const sentences: Span[] = [];
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(line.text); match; match = SENTENCE_END.exec(line.text)) {
    const end = match.index + match[0].length;
    const before = line.text.slice(from, match.index);
    const lastWord = before.split(/\s+/).at(-1)?.toLowerCase() ?? '';
    // "e.g. this" or "Dr. Smith" or "3.5" does not end a sentence.
    if (match[0] === '.' && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord))) continue;
    pushSpan(sentences, line, from, end);
    from = end;
  }
  pushSpan(sentences, line, from, line.text.length);
  return sentences;
}

function pushSpan(into: Span[], line: Span, from: number, to: number): void {
  const raw = line.text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (text === '') return;
  const start = line.start + from + lead;
  into.push({ text, start, end: start + text.length });
}

export function wordsIn(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

export function wordCount(text: string): number {
  return wordsIn(text).length;
}

/** Every sentence of the text, in order, headings and list items included. */
export function sentencesIn(blocks: Block[]): Span[] {
  return blocks.flatMap((block) => block.sentences);
}
