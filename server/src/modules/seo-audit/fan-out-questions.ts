import { DEFINITION } from '../content-analysis/answer-signals';
import type { Span } from '../content-analysis/text-outline';

/**
 * The sub-queries an answer engine fans a question about a subject out into, as grammatical questions,
 * and the sentence of the page that answers each. One engine decides both whether a question is answered
 * and whether it is a content gap, so a question is never both.
 */
export type Subject = {
  phrase: string;
  /** "are"/"do" for a plural subject ("coffee beans"), "is"/"does" for a singular one. */
  plural: boolean;
  /** The article the page itself puts before the subject ("an espresso machine"), else none. */
  article: 'a' | 'an' | '';
};

export type FanOutPattern = {
  question: (subject: Subject) => string;
  /** How much an answer engine leans on this sub-query, 0–1. */
  weight: number;
  /** Whether a sentence answers it. */
  answers: (sentence: string) => boolean;
  /**
   * 'subject': the sentence must name the subject (a definition is about one thing); 'page': any sentence
   * will do (a pricing section rarely repeats the product's name).
   */
  scope: 'subject' | 'page';
  /** What the page lacks when it is not answered. */
  missing: string;
};

const matches = (pattern: RegExp) => (sentence: string) => pattern.test(sentence);
const be = (s: Subject) => (s.plural ? 'are' : 'is');
const does = (s: Subject) => (s.plural ? 'do' : 'does');
const named = (s: Subject) => (s.article ? `${s.article} ${s.phrase}` : s.phrase);

export const FAN_OUT_PATTERNS: FanOutPattern[] = [
  {
    question: (s) => `What ${be(s)} ${named(s)}?`,
    weight: 1,
    answers: (sentence) => DEFINITION.test(sentence),
    scope: 'subject',
    missing: 'no sentence defines it',
  },
  {
    question: (s) => `How ${does(s)} ${named(s)} work?`,
    weight: 0.9,
    answers: matches(/\bhow\b.*\b(works?|step|process)\b|\bsteps?\b/i),
    scope: 'page',
    missing: 'no explanation of how it works',
  },
  {
    question: (s) => `How do I get started with ${named(s)}?`,
    weight: 0.85,
    answers: matches(/\bhow to\b|\bget(ting)? started\b|\bset ?up\b|\binstall/i),
    scope: 'page',
    missing: 'no how-to or getting-started steps',
  },
  {
    question: (s) => `What are the benefits of ${named(s)}?`,
    weight: 0.8,
    answers: matches(/\bbenefits?\b|\badvantages?\b|\bwhy\b|\bhelps?\b/i),
    scope: 'page',
    missing: 'no benefits or reasons are given',
  },
  {
    question: (s) => `How ${does(s)} ${named(s)} compare with the alternatives?`,
    weight: 0.75,
    answers: matches(/\bvs\.?\b|\bversus\b|\bcompar(e|ed|ison)\b|\balternatives?\b|\bunlike\b/i),
    scope: 'page',
    missing: 'no comparison with alternatives',
  },
  {
    question: (s) => `How much ${does(s)} ${named(s)} cost?`,
    weight: 0.7,
    answers: matches(/[$€£¥]\s?\d|\bpric(e|es|ing)\b|\bcosts?\b|\bfree\b|\bplans?\b/i),
    scope: 'page',
    missing: 'no price or plan information',
  },
  {
    question: (s) => `What do customers say about ${named(s)}?`,
    weight: 0.6,
    answers: matches(
      /\breviews?\b|\btestimonials?\b|\bratings?\b|\bcustomers? (say|love)\b|\bcase stud(y|ies)\b/i,
    ),
    scope: 'page',
    missing: 'no reviews, testimonials or case studies',
  },
];

/** Words ending in s that are singular all the same: "analytics is", "news is", "business is". */
const SINGULAR_S = /(?:ss|us|is|ics|news|ness|sis|ous)$/i;

/** The subject as the page uses it: its number from the head word, its article from the page's own text. */
export function subjectOf(phrase: string, lowerText: string): Subject {
  const head = phrase.split(' ').at(-1) ?? phrase;
  const plural = /s$/i.test(head) && !SINGULAR_S.test(head);
  let article: Subject['article'] = '';
  if (!plural) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const used = new RegExp(`\\b(an?)\\s+${escaped}\\b`).exec(lowerText);
    if (used) article = /^[aeiou]/.test(phrase) ? 'an' : 'a';
  }
  return { phrase, plural, article };
}

/** The first sentence that answers the pattern for this subject, or null when the page has none. */
export function answerFor(sentences: Span[], subject: Subject, pattern: FanOutPattern): Span | null {
  const head = (subject.phrase.split(' ').at(-1) ?? subject.phrase).replace(/s$/, '');
  return (
    sentences.find(
      (sentence) =>
        !sentence.text.endsWith('?') &&
        (pattern.scope === 'page' || sentence.text.toLowerCase().includes(head)) &&
        pattern.answers(sentence.text),
    ) ?? null
  );
}
