import { STOP_WORDS } from '../seo-audit/stop-words';
import { type Block, type Span, sentencesIn, wordCount, wordsIn } from './text-outline';

/**
 * The signals of how answer engines pick passages, each measured on the text. Pure counting: no model, no
 * outside data, so the same text always gets the same figures.
 */
export type Signals = {
  words: number;
  paragraphs: Block[];
  /** First sentence of each paragraph that opens with a question or a preamble instead of its point. */
  indirectOpenings: Span[];
  headings: Block[];
  questionHeadings: Block[];
  statistics: Span[];
  /** Statistics in a sentence that names no source (nor does the next one). */
  unsourcedStatistics: Span[];
  citations: Span[];
  quotations: Span[];
  definitions: Span[];
  namedEntities: Set<string>;
  listItems: number;
  tableRows: number;
  sentences: Span[];
  longSentences: Span[];
  meanSentenceWords: number;
  fleschReadingEase: number;
  /** The most repeated content word, its share of all words, and the sentence repeating it most. */
  topKeyword: { word: string; share: number; where: Span } | null;
};

/** A sentence is long past this many words: answer engines quote short, self-contained sentences. */
export const LONG_SENTENCE_WORDS = 35;

const STATISTIC =
  /\d[\d,.]*\s?(?:%|percent\b|per ?cent\b|x\b|times\b|million\b|billion\b|thousand\b|k\b|m\b|bn\b)|[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:users|customers|people|visitors|hours|days|minutes|seconds|ms|kg|km|mb|gb|tb)\b|\b(?:19|20)\d{2}\b.*\b\d[\d,.]*\b/i;
const CITATION =
  /https?:\/\/\S+|\baccording to\b|\bsource:|\bsources?:|\[\d{1,3}\]|\(\s*(?:[A-Z][\p{L}-]+(?: et al\.)?,?\s)?(?:19|20)\d{2}\s*\)|\b(?:study|survey|report|paper|research|analysis) (?:by|from|published)\b|\bpublished (?:in|by)\b|\b(?:found|reports?|reported|estimates?|estimated) (?:that|by)\b/iu;
const QUOTATION = /["“„«]([^"“”„«»]{20,400})["”»]/g;
const ATTRIBUTION =
  /\b(?:said|says|wrote|writes|explains?|explained|notes?|noted|according to|told)\b|[—–-]\s*\p{Lu}/u;
/** "X is a …", "X are the …", "X refers to …": a sentence that defines its subject. */
export const DEFINITION =
  /^(?:an?\s+|the\s+)?[\p{L}\p{N}][\p{L}\p{N}\s'’-]{0,60}?\s(?:is|are|refers to|means|describes)\s(?:an?|the|one|any|how|when|what|where)\b/iu;
const PREAMBLE =
  /^(?:in this (?:article|post|guide|page)|welcome\b|have you ever|let'?s\b|we will\b|today we\b|as (?:we all know|you know)|there are many\b|it is (?:no secret|important to note)\b)/i;

export function measureSignals(blocks: Block[]): Signals {
  const sentences = sentencesIn(blocks);
  const words = blocks.reduce((sum, block) => sum + wordCount(block.text), 0);
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph' && wordCount(block.text) >= 12);
  const headings = blocks.filter((block) => block.kind === 'heading');
  const statistics = sentences.filter((s) => STATISTIC.test(s.text));
  const citations = sentences.filter((s) => CITATION.test(s.text));
  const cited = new Set(citations);
  const sentenceWords = sentences.map((s) => wordCount(s.text));
  return {
    words,
    paragraphs,
    indirectOpenings: paragraphs
      .map((block) => block.sentences[0] as Span)
      .filter((first) => first.text.endsWith('?') || PREAMBLE.test(first.text)),
    headings,
    questionHeadings: headings.filter((heading) => isQuestion(heading.text)),
    statistics,
    unsourcedStatistics: sentences.filter(
      (s, index) => STATISTIC.test(s.text) && !cited.has(s) && !cited.has(sentences[index + 1] as Span),
    ),
    citations,
    quotations: quotationsIn(sentences),
    definitions: sentences.filter((s) => !s.text.endsWith('?') && DEFINITION.test(stripMarkers(s.text))),
    namedEntities: namedEntitiesIn(sentences),
    listItems: blocks.filter((block) => block.kind === 'list-item').length,
    tableRows: blocks.filter((block) => block.kind === 'table-row').length,
    sentences,
    longSentences: sentences.filter((_, i) => (sentenceWords[i] as number) > LONG_SENTENCE_WORDS),
    meanSentenceWords: sentences.length === 0 ? 0 : words / sentences.length,
    fleschReadingEase: flesch(sentences, words),
    topKeyword: topKeywordOf(sentences, words),
  };
}

function isQuestion(text: string): boolean {
  const bare = stripMarkers(text);
  return (
    bare.endsWith('?') || /^(?:what|why|how|when|where|which|who|can|does|do|is|are|should)\b/i.test(bare)
  );
}

function stripMarkers(text: string): string {
  return text.replace(/^#{1,6}\s+/, '').trim();
}

/** Quoted passages of a few words with someone named as saying them, in the sentence that holds them. */
function quotationsIn(sentences: Span[]): Span[] {
  return sentences.filter((s) => {
    QUOTATION.lastIndex = 0;
    const quoted = QUOTATION.exec(s.text);
    return quoted !== null && wordCount(quoted[1] as string) >= 4 && ATTRIBUTION.test(s.text);
  });
}

/** Capitalised words that do not open their sentence: names of people, places, products, organisations. */
function namedEntitiesIn(sentences: Span[]): Set<string> {
  const entities = new Set<string>();
  for (const sentence of sentences) {
    const tokens = wordsIn(stripMarkers(sentence.text));
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i] as string;
      if (/^\p{Lu}[\p{Ll}\p{N}]/u.test(token) && !STOP_WORDS.has(token.toLowerCase())) entities.add(token);
      else if (/^\p{Lu}{2,6}$/u.test(token)) entities.add(token);
    }
  }
  return entities;
}

/** Vowel groups, less a silent final e: the usual estimate, good enough for a reading-ease figure. */
function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  if (lower.length <= 3) return 1;
  return Math.max(1, lower.replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 1);
}

function flesch(sentences: Span[], words: number): number {
  if (sentences.length === 0 || words === 0) return 0;
  const syllableCount = sentences.reduce(
    (sum, s) => sum + wordsIn(s.text).reduce((inner, word) => inner + syllables(word), 0),
    0,
  );
  const ease = 206.835 - 1.015 * (words / sentences.length) - 84.6 * (syllableCount / words);
  return Math.round(Math.min(100, Math.max(0, ease)));
}

function topKeywordOf(sentences: Span[], words: number): Signals['topKeyword'] {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of wordsIn(sentence.text)) {
      const key = word.toLowerCase().replace(/['’]s$/, '');
      if (key.length < 3 || STOP_WORDS.has(key) || /^\d/.test(key)) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let best: [string, number] | undefined;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  }
  if (!best || words === 0) return null;
  const [word] = best;
  const inSentence = (s: Span) => wordsIn(s.text).filter((w) => w.toLowerCase().startsWith(word)).length;
  const where = sentences.reduce(
    (top, s) => (inSentence(s) > inSentence(top) ? s : top),
    sentences[0] as Span,
  );
  return { word, share: best[1] / words, where };
}
