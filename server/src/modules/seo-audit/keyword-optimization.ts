import type { KeywordOptimization } from '@botlens/contracts';
import { wordsOf } from './content-metrics';
import type { PageFacts } from './extract-page-facts';
import { STOP_WORDS } from './stop-words';

export type Keyword = { keyword: string; count: number };

const normalise = (word: string) => word.toLowerCase().replace(/['’]s$/, '');
const isContentWord = (word: string) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);

/**
 * Phrases of two or three content words that follow each other within a line of the text (a line is a
 * block: a heading, a paragraph, a list item). Two-word phrases must be seen at least twice; a three-word
 * one at least three times, and it then stands in for the two-word phrases it is made of when it accounts
 * for most of their uses ("privacy-first web analytics" rather than "privacy-first web"). Most frequent
 * first, ties alphabetical.
 */
export function topPhrases(text: string, limit = 10): Keyword[] {
  const pairs = new Map<string, number>();
  const triples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const words = wordsOf(line).map(normalise);
    for (let i = 0; i + 1 < words.length; i++) {
      const [first, second, third] = [words[i] as string, words[i + 1] as string, words[i + 2]];
      if (!isContentWord(first) || !isContentWord(second) || first === second) continue;
      const pair = `${first} ${second}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
      if (third !== undefined && isContentWord(third) && third !== second) {
        const triple = `${pair} ${third}`;
        triples.set(triple, (triples.get(triple) ?? 0) + 1);
      }
    }
  }
  const phrases = new Map([...pairs].filter(([, count]) => count >= 2));
  for (const [triple, count] of triples) {
    if (count < 3) continue;
    const words = triple.split(' ');
    const parts = [`${words[0]} ${words[1]}`, `${words[1]} ${words[2]}`];
    const dominated = parts.filter((part) => count * 2 > (pairs.get(part) ?? 0));
    if (dominated.length === 0) continue;
    for (const part of dominated) phrases.delete(part);
    phrases.set(triple, count);
  }
  return [...phrases]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([keyword, count]) => ({ keyword, count }));
}

/** The lower-cased content words of the title, the description and the H1 headings. */
export function prominentWords(facts: PageFacts): Set<string> {
  const prominent = [facts.title ?? '', facts.description ?? '', ...facts.headings.h1].join(' ');
  return new Set(wordsOf(prominent).map(normalise).filter(isContentWord));
}

/**
 * - primaryKeywords: the page's most frequent keywords that it also puts in its title, description or H1,
 *   which is where an answer engine looks first for what a page is about (at most 5);
 * - semanticKeywords: its recurring two-word phrases, then the frequent keywords not already primary (10);
 * - keywordDensity: the most frequent keyword's share of all words, in percent (one decimal);
 * - competitorGap: the sub-queries of the query fan-out the page has no words for (given by the caller).
 */
export function keywordOptimization(
  facts: PageFacts,
  keywords: Keyword[],
  phrases: Keyword[],
  gaps: string[],
): KeywordOptimization {
  const prominent = prominentWords(facts);
  const primary = keywords
    .filter((k) => prominent.has(k.keyword))
    .map((k) => k.keyword)
    .slice(0, 5);
  const semantic = [
    ...phrases.map((p) => p.keyword),
    ...keywords.map((k) => k.keyword).filter((k) => !primary.includes(k)),
  ].slice(0, 10);
  const totalWords = wordsOf(facts.text).length;
  const top = keywords[0];
  return {
    primaryKeywords: primary,
    semanticKeywords: semantic,
    keywordDensity: top && totalWords > 0 ? Number(((top.count / totalWords) * 100).toFixed(1)) : 0,
    competitorGap: gaps,
  };
}
