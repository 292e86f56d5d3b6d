import type { Signals } from './answer-signals';

/**
 * What the score is made of. Each factor is measured (`value`, in words a person reads), scored 0–1, and
 * weighted; `basis` says what the weight rests on. The evidence is thin and we say so:
 *
 * - GEO (Aggarwal et al., "GEO: Generative Engine Optimization", KDD 2024) measured, on its GEO-bench of
 *   10,000 queries, the visibility gain in generative answers of rewriting a source: adding quotations
 *   (about +40 %), statistics (+30 to 40 %) and cited sources (about +30 %) helped most, fluency and
 *   readability less (+15 to 30 %), and keyword stuffing did worse than leaving the text alone.
 * - C-SEO Bench (Puerto et al., 2025) found that most such rewriting methods stop helping once every
 *   competing page uses them: they rank a page against others, they do not make it good. So the weights
 *   favour what makes a passage quotable on its own (a direct answer, a definition, a sourced figure) over
 *   any trick, and the score is a checklist, not a promise of visibility.
 * - Answer-first paragraphs, question headings, definitions and lists are not from a measured study: they
 *   are how passage retrieval works (a passage is chosen by how well it stands alone as an answer to a
 *   question), and how Google documents featured snippets. Their weights are ours and modest.
 */
export type Factor = {
  key: string;
  label: string;
  /** Share of the score, in points out of 100; keyword stuffing is a penalty and has a negative weight. */
  weight: number;
  /** What was measured, for a person: "3 of 5 paragraphs", "1 per 180 words". */
  value: string;
  /** 0–1: how fully the text meets it. */
  score: number;
  basis: string;
};

/** The most points keyword stuffing can take away. */
export const STUFFING_PENALTY = 20;
/** A content word making up more of the text than this reads as stuffing (on texts of 100+ words). */
const STUFFING_SHARE = 0.03;

const GEO = 'GEO (KDD 2024) measured';

export function answerFactors(s: Signals): Factor[] {
  const per = (count: number, words: number) =>
    count === 0 ? 'none' : `${count} (1 per ${Math.round(words / count)} words)`;
  return [
    {
      key: 'answer-first',
      label: 'Paragraphs that open with their answer',
      weight: 15,
      value:
        s.paragraphs.length === 0
          ? 'no paragraphs of 12+ words'
          : `${s.paragraphs.length - s.indirectOpenings.length} of ${s.paragraphs.length}`,
      score: s.paragraphs.length === 0 ? 0 : 1 - s.indirectOpenings.length / s.paragraphs.length,
      basis:
        'Passage retrieval quotes a passage that stands alone as an answer; a lead-in question or preamble is skipped.',
    },
    {
      key: 'statistics',
      label: 'Statistics',
      weight: 15,
      value: per(s.statistics.length, s.words),
      score: saturate(s.statistics.length, s.words / 200),
      basis: `${GEO} +30 to 40 % visibility from adding statistics (one per ~200 words scores full).`,
    },
    {
      key: 'sources',
      label: 'Sources cited',
      weight: 15,
      value: per(s.citations.length, s.words),
      score: saturate(s.citations.length, s.words / 300),
      basis: `${GEO} about +30 % visibility from citing sources (one per ~300 words scores full).`,
    },
    {
      key: 'quotations',
      label: 'Attributed quotations',
      weight: 10,
      value: per(s.quotations.length, s.words),
      score: saturate(s.quotations.length, s.words / 500),
      basis: `${GEO} the largest gain, about +40 %, from quotations; weighted lower here because few pages can honestly add them.`,
    },
    {
      key: 'question-headings',
      label: 'Headings phrased as questions',
      weight: 10,
      value: s.headings.length === 0 ? 'no headings' : `${s.questionHeadings.length} of ${s.headings.length}`,
      // Half the headings as questions is plenty; a page of nothing but questions reads as an FAQ dump.
      score: s.headings.length === 0 ? 0 : Math.min(1, (2 * s.questionHeadings.length) / s.headings.length),
      basis: 'People ask assistants questions; a heading in the same words maps a passage to the question.',
    },
    {
      key: 'definitions',
      label: 'Definitions ("X is a …")',
      weight: 10,
      value: s.definitions.length === 0 ? 'none' : `${s.definitions.length}`,
      score: Math.min(1, s.definitions.length),
      basis: '"What is …" is the most common sub-query an answer engine fans out; a definition answers it.',
    },
    {
      key: 'structure',
      label: 'Lists and tables',
      weight: 10,
      value: `${s.listItems} list items, ${s.tableRows} table rows`,
      score: s.listItems >= 3 || s.tableRows >= 2 ? 1 : s.listItems + s.tableRows > 0 ? 0.5 : 0,
      basis:
        'Steps, options and comparisons are lifted as lists and tables (as in Google featured snippets).',
    },
    {
      key: 'entities',
      label: 'Named entities',
      weight: 5,
      value: `${s.namedEntities.size} distinct`,
      score: saturate(s.namedEntities.size, (3 * s.words) / 100),
      basis: 'Names of products, people and places tie a passage to the entities a question is about.',
    },
    {
      key: 'readability',
      label: 'Sentence length and reading ease',
      weight: 10,
      value:
        s.sentences.length === 0
          ? 'no sentences'
          : `${Math.round(s.meanSentenceWords)} words per sentence, reading ease ${s.fleschReadingEase}`,
      score:
        s.sentences.length === 0
          ? 0
          : 0.6 * lengthScore(s.meanSentenceWords) + 0.4 * easeScore(s.fleschReadingEase),
      basis: `${GEO} +15 to 30 % from fluency and easy-to-read rewrites (10–22 words per sentence, reading ease 60+ score full).`,
    },
    {
      key: 'keyword-stuffing',
      label: 'Keyword stuffing',
      weight: -STUFFING_PENALTY,
      value: s.topKeyword ? `"${s.topKeyword.word}" is ${percent(s.topKeyword.share)} of all words` : 'none',
      score: stuffing(s),
      basis: `${GEO} keyword stuffing below the unchanged text; a word over ${percent(STUFFING_SHARE)} of a text costs up to ${STUFFING_PENALTY} points.`,
    },
  ];
}

/** 0–100: the weighted share of the positive factors met, less the stuffing penalty. */
export function scoreOf(factors: Factor[]): number {
  const positive = factors.filter((f) => f.weight > 0);
  const total = positive.reduce((sum, f) => sum + f.weight, 0);
  const earned = positive.reduce((sum, f) => sum + f.weight * f.score, 0);
  const penalty = factors.filter((f) => f.weight < 0).reduce((sum, f) => sum - f.weight * f.score, 0);
  return Math.max(0, Math.min(100, Math.round((100 * earned) / total - penalty)));
}

/** count against a target, 0–1; a target below one still asks for one. */
function saturate(count: number, target: number): number {
  return Math.min(1, count / Math.max(1, target));
}

function lengthScore(mean: number): number {
  if (mean >= 10 && mean <= 22) return 1;
  if (mean < 10) return Math.max(0, mean / 10);
  return Math.max(0, 1 - (mean - 22) / 18);
}

function easeScore(ease: number): number {
  return Math.max(0, Math.min(1, (ease - 20) / 40));
}

/** 0 at or below the stuffing share, 1 at three times it; only on texts long enough to tell. */
function stuffing(s: Signals): number {
  if (!s.topKeyword || s.words < 100) return 0;
  return Math.max(0, Math.min(1, (s.topKeyword.share - STUFFING_SHARE) / (2 * STUFFING_SHARE)));
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}
