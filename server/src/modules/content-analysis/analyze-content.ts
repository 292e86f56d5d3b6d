import { answerFactors, type Factor, scoreOf } from './answer-factors';
import { LONG_SENTENCE_WORDS, measureSignals, type Signals } from './answer-signals';
import { outlineOf, type Span, wordCount } from './text-outline';

/** One finding about a span of the text: the message, and the span it is about with its offsets. */
export type ContentIssue = { message: string; text: string; start: number; end: number };

export type ContentAnalysis = {
  score: number;
  issues: ContentIssue[];
  recommendations: string[];
  factors: Factor[];
};

/** Findings of one kind beyond this many would bury the others; the first ones show the pattern. */
const MAX_ISSUES_PER_KIND = 5;
/** A span quoted in an issue is cut to this many characters (its offsets still cover all of it). */
const MAX_QUOTED = 200;

/**
 * How readily an answer engine would quote this text: a deterministic 0–100 score from the measured
 * factors of answer-factors.ts, the spans that cost points, and what to do about the factors not met.
 * A pure function of the text: it is handled as text whatever it contains, and nothing is fetched.
 */
export function analyzeContent(text: string): ContentAnalysis {
  const signals = measureSignals(outlineOf(text));
  const factors = answerFactors(signals);
  return {
    score: scoreOf(factors),
    issues: issuesOf(signals),
    recommendations: recommendationsOf(signals, factors),
    factors,
  };
}

function issuesOf(s: Signals): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (spans: Span[], message: (span: Span) => string) => {
    for (const span of spans.slice(0, MAX_ISSUES_PER_KIND)) issues.push(issueAt(span, message(span)));
  };
  add(s.indirectOpenings, (span) =>
    span.text.endsWith('?')
      ? 'This paragraph opens with a question; open with the answer and keep the question as a heading'
      : 'This paragraph opens with a preamble; open with the point it makes',
  );
  add(
    s.unsourcedStatistics,
    () => 'A figure without a source: name where it comes from in the same sentence',
  );
  add(
    s.longSentences,
    (span) =>
      `A sentence of ${wordCount(span.text)} words (over ${LONG_SENTENCE_WORDS}): split it so each part can be quoted alone`,
  );
  const stuffed = s.topKeyword && s.words >= 100 && s.topKeyword.share > 0.03 ? s.topKeyword : null;
  if (stuffed) {
    issues.push(
      issueAt(
        stuffed.where,
        `"${stuffed.word}" makes up ${Math.round(stuffed.share * 1000) / 10} % of the words: repetition reads as keyword stuffing`,
      ),
    );
  }
  return issues.sort((a, b) => a.start - b.start);
}

function issueAt(span: Span, message: string): ContentIssue {
  const text = span.text.length > MAX_QUOTED ? `${span.text.slice(0, MAX_QUOTED - 1)}…` : span.text;
  return { message, text, start: span.start, end: span.end };
}

const ADVICE: Record<string, string> = {
  'answer-first': 'Open each paragraph with its answer in one short sentence, then explain.',
  statistics: 'Add specific figures (numbers, percentages, dates) where the text now says "many" or "most".',
  sources: 'Cite the source of each claim and figure: a link, "according to …", or the study and year.',
  quotations: 'Quote a named expert or customer, with who said it.',
  'question-headings': 'Phrase some headings as the questions people ask ("How does … work?").',
  definitions: 'Define the main subject in one sentence: "X is a … that …".',
  structure: 'Put steps, options or comparisons in a list or a table.',
  entities: 'Name the products, organisations, people and places the text is about.',
  readability: 'Use shorter sentences (10–22 words) and plainer words.',
  'keyword-stuffing': 'Repeat the main keyword less; use synonyms and related terms.',
};

/** Advice for each factor met by less than half (stuffing: by more than none), most points first. */
function recommendationsOf(s: Signals, factors: Factor[]): string[] {
  if (s.words === 0) return ['Provide some text: there is nothing to analyse.'];
  return factors
    .filter((factor) => (factor.weight > 0 ? factor.score < 0.5 : factor.score > 0))
    .sort((a, b) => Math.abs(b.weight) * missing(b) - Math.abs(a.weight) * missing(a))
    .map((factor) => ADVICE[factor.key] as string);
}

function missing(factor: Factor): number {
  return factor.weight > 0 ? 1 - factor.score : factor.score;
}
