import { GAP_PRIORITIES, type QueryFanOut, SEARCH_INTENTS } from '@botlens/contracts';
import { outlineOf, type Span, sentencesIn } from '../content-analysis/text-outline';
import { wordsOf } from './content-metrics';
import type { PageFacts } from './extract-page-facts';
import { answerFor, FAN_OUT_PATTERNS, subjectOf } from './fan-out-questions';
import type { Keyword } from './keyword-optimization';

/**
 * Query fan-out: an answer engine splits a question about a site into sub-queries (what is it, how does it
 * work, what does it cost, how does it compare...) and looks for a passage answering each. This estimates
 * that fan-out from the page itself, with no outside data: the subjects are the page's own most frequent
 * phrases, each sub-query is a question over a subject (fan-out-questions.ts), and it counts as answered by
 * the first sentence that has the words such an answer needs, which is named. Unanswered ones are content
 * gaps: one decision makes both lists, so no question is both answered and a gap.
 */
/** Cue words of each search intent, matched as whole words in the title, headings and text. */
const INTENT_CUES: Record<(typeof SEARCH_INTENTS)[number], RegExp> = {
  informational:
    /\b(how|what|why|when|guide|learn|tutorial|tips|explained|definition|examples?|faq|overview|introduction)\b/g,
  commercial:
    /\b(best|top|reviews?|compare[ds]?|comparison|vs|versus|alternatives?|features|benefits|pricing)\b/g,
  transactional:
    /\b(buy|order|cart|checkout|subscribe|sign[ -]up|free (trial|plan)|download|book now|shop|get started|purchase|per month|a month)\b|[$€£]\s?\d/g,
  navigational:
    /\b(log ?in|sign in|contact us|about us|my account|customer support|opening hours|directions)\b/g,
};

const MAX_RELATED = 8;
const MAX_SUBJECTS = 3;
const MAX_CLUSTERS = 4;
const SUBJECT_WEIGHTS = [1, 0.8, 0.65];

export function queryFanOut(facts: PageFacts, keywords: Keyword[], phrases: Keyword[]): QueryFanOut {
  const text = [facts.title ?? '', ...facts.headings.h1, ...facts.headings.h2, facts.text].join('\n');
  const lower = text.toLowerCase();
  const sentences = sentencesIn(outlineOf(text));
  const subjects = subjectsOf(keywords, phrases);

  const candidates = subjects.flatMap((phrase, rank) => {
    const subject = subjectOf(phrase, lower);
    return FAN_OUT_PATTERNS.map((pattern) => ({
      query: pattern.question(subject),
      relevance: Math.round(100 * (SUBJECT_WEIGHTS[rank] ?? 0.5) * pattern.weight),
      answer: answerFor(sentences, subject, pattern)?.text ?? null,
      missing: pattern.missing,
    }));
  });
  candidates.sort((a, b) => b.relevance - a.relevance || a.query.localeCompare(b.query));

  // Questions the page itself asks, answered (or not) by the sentence after each: real sub-queries, as
  // relevant as the page's main subject.
  const asked = askedQuestions(sentencesIn(outlineOf(facts.text))).map(({ question, answer }) => ({
    query: question,
    relevance: Math.round(100 * overlap(question, subjects)),
    answer,
    missing: '',
  }));
  const askedQueries = new Set(asked.map((item) => item.query.toLowerCase()));
  const generated = candidates.filter((candidate) => !askedQueries.has(candidate.query.toLowerCase()));

  const relatedQueries = [...asked.slice(0, 3), ...generated]
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, MAX_RELATED)
    .map(({ query, relevance, answer }) => ({ query, relevance, answer }));

  if (subjects.length === 0) {
    return {
      relatedQueries: asked
        .slice(0, MAX_RELATED)
        .map(({ query, relevance, answer }) => ({ query, relevance, answer })),
      searchIntents: searchIntents(lower),
      topicClusters: [],
      contentGaps: [
        {
          gap: 'The page repeats no word or phrase: there is no subject to answer questions about',
          priority: 'high',
        },
      ],
    };
  }
  const contentGaps = generated
    .filter((candidate) => candidate.answer === null)
    .slice(0, 6)
    .map((candidate) => ({
      gap: `“${candidate.query}”: ${candidate.missing}`,
      priority:
        candidate.relevance >= 75
          ? GAP_PRIORITIES[0]
          : candidate.relevance >= 55
            ? GAP_PRIORITIES[1]
            : GAP_PRIORITIES[2],
    }));

  return {
    relatedQueries,
    searchIntents: searchIntents(lower),
    topicClusters: topicClusters(facts.text, keywords, subjectsOf(keywords, phrases, MAX_CLUSTERS)),
    contentGaps,
  };
}

/** The page's main subjects: its recurring phrases first, then keywords not already part of one. */
function subjectsOf(keywords: Keyword[], phrases: Keyword[], limit = MAX_SUBJECTS): string[] {
  const subjects: string[] = [];
  for (const phrase of phrases) {
    if (subjects.length >= limit) break;
    if (!subjects.some((s) => s.includes(phrase.keyword.split(' ')[0] as string)))
      subjects.push(phrase.keyword);
  }
  for (const keyword of keywords) {
    // A word used once is no subject (on a page of a few words, every word would be one).
    if (subjects.length >= limit || keyword.count < 2) break;
    if (!subjects.some((s) => s.split(' ').includes(keyword.keyword))) subjects.push(keyword.keyword);
  }
  return subjects;
}

/** Questions the page asks (headings and sentences ending in "?"), each with the sentence after it. */
function askedQuestions(sentences: Span[]): Array<{ question: string; answer: string | null }> {
  const asked = new Map<string, string | null>();
  sentences.forEach((sentence, index) => {
    const question = sentence.text.replace(/^#{1,6}\s+/, '');
    if (!question.endsWith('?') || question.length < 10 || question.length > 150) return;
    if (asked.size >= 10 || asked.has(question)) return;
    const next = sentences[index + 1];
    asked.set(question, next && !next.text.endsWith('?') ? next.text : null);
  });
  return [...asked].map(([question, answer]) => ({ question, answer }));
}

/** The share of the subjects' words a question uses, at least a third (it is on the page, after all). */
function overlap(question: string, subjects: string[]): number {
  const words = new Set(wordsOf(question.toLowerCase()));
  const subjectWords = subjects.flatMap((s) => s.split(' '));
  if (subjectWords.length === 0) return 0.5;
  const hits = subjectWords.filter((word) => words.has(word)).length;
  return Math.max(1 / 3, Math.min(1, (hits / subjectWords.length) * 2));
}

/**
 * Each intent's share of the cue words found, with one imagined cue each (so a page without cues reads as
 * evenly split rather than as nothing), in whole percent summing to 100.
 */
function searchIntents(lowerText: string): QueryFanOut['searchIntents'] {
  const counts = SEARCH_INTENTS.map((intent) => (lowerText.match(INTENT_CUES[intent])?.length ?? 0) + 1);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const shares = counts.map((count) => (count / total) * 100);
  const rounded = shares.map(Math.floor);
  // Largest remainders get the percent points rounding lost, so the shares add up to exactly 100.
  const order = shares
    .map((share, index) => ({ index, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = 100 - rounded.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) {
    const target = order[i % order.length]?.index as number;
    rounded[target] = (rounded[target] as number) + 1;
  }
  return SEARCH_INTENTS.map((intent, index) => ({ intent, probability: rounded[index] as number })).sort(
    (a, b) => b.probability - a.probability,
  );
}

/**
 * Topic clusters: the page's main subjects (its leading phrases and keywords) are the seeds; each of the
 * top keywords not part of a seed joins the seed whose last word it shares most text blocks with.
 * Coverage is the share of the page's text blocks (lines of five or more words) that mention any word of
 * the cluster.
 */
function topicClusters(text: string, keywords: Keyword[], seeds: string[]): QueryFanOut['topicClusters'] {
  const blocks = text
    .toLowerCase()
    .split('\n')
    .map((line) => new Set(wordsOf(line).map((w) => w.replace(/['’]s$/, ''))))
    .filter((words) => words.size >= 5);
  if (blocks.length === 0 || seeds.length === 0) return [];
  const clusters = seeds.map((seed) => ({
    seed,
    head: seed.split(' ').at(-1) as string,
    members: seed.split(' '),
  }));
  const seedWords = new Set(clusters.flatMap((cluster) => cluster.members));
  for (const { keyword } of keywords.slice(0, 12)) {
    if (seedWords.has(keyword)) continue;
    let best = clusters[0] as (typeof clusters)[number];
    let bestShared = -1;
    for (const cluster of clusters) {
      const shared = blocks.filter((b) => b.has(cluster.head) && b.has(keyword)).length;
      if (shared > bestShared) {
        best = cluster;
        bestShared = shared;
      }
    }
    best.members.push(keyword);
  }
  return clusters.map(({ seed, members }) => ({
    topic: seed,
    keywords: members,
    coverage: Math.round((blocks.filter((b) => members.some((m) => b.has(m))).length / blocks.length) * 100),
  }));
}
