import type { PageFacts } from './extract-page-facts';
import { STOP_WORDS } from './stop-words';

export type ContentMetrics = {
  wordCount: number;
  /** Flesch reading ease of the visible text, clamped to 0–100 (higher is easier). */
  readabilityScore: number;
  internalLinks: number;
  /** Share of images with a non-empty alt text, 0–1 (1 when there are no images: nothing is missing). */
  altTextRatio: number;
  /** Share of words that are long (13+ letters), acronyms or contain digits: jargon an answer engine must parse. */
  technicalTermDensity: number;
  /** Share of sentences that are questions, 0–1: the shape of what people ask assistants. */
  questionDensity: number;
  /** 0–100 from the heading outline: one H1, H2 sections, H3 detail, and no text wall per heading. */
  contentStructureScore: number;
  /** Distinct content words per content word, 0–100: vocabulary breadth rather than repetition. */
  semanticRichness: number;
};

const round = (value: number, places = 3) => Number(value.toFixed(places));

export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Vowel groups, less a silent final e: the usual estimate, good enough for a 0–100 reading ease. */
function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  if (lower.length <= 3) return 1;
  const groups = lower.replace(/e$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => wordsOf(sentence).length > 0);
}

/** Content words by how often they occur, most frequent first (ties alphabetical). */
export function topKeywords(text: string, limit = 10): Array<{ keyword: string; count: number }> {
  const counts = new Map<string, number>();
  for (const word of wordsOf(text)) {
    const keyword = word.toLowerCase().replace(/['’]s$/, '');
    if (keyword.length < 3 || STOP_WORDS.has(keyword) || /^\d+$/.test(keyword)) continue;
    counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([keyword, count]) => ({ keyword, count }));
}

function structureScore(facts: PageFacts): number {
  const { h1, h2, h3 } = facts.headings;
  let score = 0;
  if (h1.length === 1) score += 35;
  else if (h1.length > 1) score += 15;
  if (h2.length >= 2) score += 30;
  else if (h2.length === 1) score += 15;
  if (h3 > 0) score += 15;
  // Text broken up by headings: at most ~300 words per heading reads as sections, not a wall.
  const headings = h1.length + h2.length + h3 + facts.headings.h4to6;
  if (headings > 0 && facts.wordCount / headings <= 300) score += 20;
  return score;
}

/** The audit's content metrics, each computed from the page facts by the formula documented on its field. */
export function contentMetrics(facts: PageFacts): ContentMetrics {
  const words = wordsOf(facts.text);
  const sentences = sentencesOf(facts.text);
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  const flesch =
    words.length === 0 || sentences.length === 0
      ? 0
      : 206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllableCount / words.length);
  const technical = words.filter(
    (word) =>
      word.length >= 13 ||
      /\d/.test(word) ||
      (word.length >= 2 && word === word.toUpperCase() && /\p{L}/u.test(word)),
  ).length;
  const content = words.map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return {
    wordCount: facts.wordCount,
    readabilityScore: Math.round(Math.min(100, Math.max(0, flesch))),
    internalLinks: facts.links.internal,
    altTextRatio: facts.images.total === 0 ? 1 : round(facts.images.withAlt / facts.images.total),
    technicalTermDensity: words.length === 0 ? 0 : round(technical / words.length),
    questionDensity:
      sentences.length === 0
        ? 0
        : round(sentences.filter((s) => s.trimEnd().endsWith('?')).length / sentences.length),
    contentStructureScore: structureScore(facts),
    semanticRichness: content.length === 0 ? 0 : Math.round((new Set(content).size / content.length) * 100),
  };
}
