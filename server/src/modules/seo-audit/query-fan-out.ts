import { GAP_PRIORITIES, type QueryFanOut, SEARCH_INTENTS } from '@botlens/contracts';
import { wordsOf } from './content-metrics';
import type { PageFacts } from './extract-page-facts';
import type { Keyword } from './keyword-optimization';

/**
 * Query fan-out: an answer engine splits a question about a site into sub-queries (what is it, how does it
 * work, what does it cost, how does it compare...) and looks for a passage answering each. This estimates
 * that fan-out from the page itself, with no outside data: the subjects are the page's own most frequent
 * phrases, each sub-query is a fixed pattern over a subject, and a sub-query counts as answered when the
 * page has the words such an answer needs (listed per pattern below). Unanswered ones are content gaps.
 */
type Pattern = {
  query: (subject: string) => string;
  /** How much an answer engine leans on this sub-query, 0–1. */
  weight: number;
  /** The words a passage answering it would use. */
  answeredBy: RegExp;
  /**
   * 'subject': a line must name the subject and have those words (a definition is about one thing);
   * 'page': anywhere on the page will do (a pricing section rarely repeats the product's name).
   */
  scope: 'subject' | 'page';
  /** What the page lacks when it is not answered. */
  missing: string;
};

const PATTERNS: Pattern[] = [
  {
    query: (s) => `what is ${s}`,
    weight: 1,
    answeredBy: /\b(is|are|means|refers to)\b/,
    scope: 'subject',
    missing: 'no sentence defines it',
  },
  {
    query: (s) => `how does ${s} work`,
    weight: 0.9,
    answeredBy: /\bhow\b.*\b(works?|step|process)\b|\bsteps?\b/,
    scope: 'page',
    missing: 'no explanation of how it works',
  },
  {
    query: (s) => `how to get started with ${s}`,
    weight: 0.85,
    answeredBy: /\bhow to\b|\bget(ting)? started\b|\bset ?up\b|\binstall/,
    scope: 'page',
    missing: 'no how-to or getting-started steps',
  },
  {
    query: (s) => `benefits of ${s}`,
    weight: 0.8,
    answeredBy: /\bbenefits?\b|\badvantages?\b|\bwhy\b|\bhelps?\b/,
    scope: 'page',
    missing: 'no benefits or reasons are given',
  },
  {
    query: (s) => `${s} vs alternatives`,
    weight: 0.75,
    answeredBy: /\bvs\.?\b|\bversus\b|\bcompar(e|ed|ison)\b|\balternatives?\b|\bunlike\b/,
    scope: 'page',
    missing: 'no comparison with alternatives',
  },
  {
    query: (s) => `${s} pricing`,
    weight: 0.7,
    answeredBy: /[$€£¥]\s?\d|\bpric(e|es|ing)\b|\bcosts?\b|\bfree\b|\bplans?\b/,
    scope: 'page',
    missing: 'no price or plan information',
  },
  {
    query: (s) => `${s} reviews`,
    weight: 0.6,
    answeredBy: /\breviews?\b|\btestimonials?\b|\bratings?\b|\bcustomers? (say|love)\b|\bcase stud(y|ies)\b/,
    scope: 'page',
    missing: 'no reviews, testimonials or case studies',
  },
];

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
  const subjects = subjectsOf(keywords, phrases);

  const candidates = subjects.flatMap((subject, rank) =>
    PATTERNS.map((pattern) => {
      const relevance = Math.round(100 * (SUBJECT_WEIGHTS[rank] ?? 0.5) * pattern.weight);
      const answered = isAnswered(lower, subject, pattern);
      return { query: pattern.query(subject), relevance, answered, missing: pattern.missing };
    }),
  );
  candidates.sort((a, b) => b.relevance - a.relevance || a.query.localeCompare(b.query));

  // Questions the page itself asks (and so answers): real sub-queries, as relevant as its main subject.
  const asked = questionsOf(facts).map((question) => ({
    query: question,
    relevance: Math.round(100 * overlap(question, subjects)),
    answered: true,
    missing: '',
  }));

  const relatedQueries = [...asked.slice(0, 3), ...candidates]
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, MAX_RELATED)
    .map(({ query, relevance }) => ({ query, relevance }));

  if (subjects.length === 0) {
    return {
      relatedQueries: asked.slice(0, MAX_RELATED).map(({ query, relevance }) => ({ query, relevance })),
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
  const contentGaps = candidates
    .filter((candidate) => !candidate.answered)
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

/** A line has the answer's words: for 'subject' patterns, a line that also names the subject's last word. */
function isAnswered(lowerText: string, subject: string, pattern: Pattern): boolean {
  const head = subject.split(' ').at(-1) as string;
  return lowerText
    .split('\n')
    .some((line) => (pattern.scope === 'page' || line.includes(head)) && pattern.answeredBy.test(line));
}

function questionsOf(facts: PageFacts): string[] {
  const questions = new Set<string>();
  for (const line of [...facts.headings.h2, ...facts.text.split('\n')]) {
    const trimmed = line.trim();
    if (trimmed.endsWith('?') && trimmed.length >= 10 && trimmed.length <= 150) questions.add(trimmed);
    if (questions.size >= 10) break;
  }
  return [...questions];
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
