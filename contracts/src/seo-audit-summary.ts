import { SCORE_EXCELLENT, SCORE_GOOD, SCORE_HIGH, type SeoAudit } from './seo-audit';

export type ScoreBand = {
  /** Part 2 §4: green from 80, yellow from 60, red below. */
  tone: 'green' | 'yellow' | 'red';
  label: 'Excellent' | 'High-Performance' | 'Good' | 'Poor Performance';
  /** Below 60 the report leads with a critical recommendation. */
  needsImprovement: boolean;
};

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_EXCELLENT) return { tone: 'green', label: 'Excellent', needsImprovement: false };
  if (score >= SCORE_HIGH) return { tone: 'green', label: 'High-Performance', needsImprovement: false };
  if (score >= SCORE_GOOD) return { tone: 'yellow', label: 'Good', needsImprovement: false };
  return { tone: 'red', label: 'Poor Performance', needsImprovement: true };
}

/** The report's executive summary: three sentences from the audit's own figures, the same on screen and in PDF. */
export function executiveSummary(audit: SeoAudit): string {
  const band = scoreBand(audit.aiReadinessScore);
  const factors = [...audit.scoreFactors].sort((a, b) => b.earned / b.weight - a.earned / a.weight);
  const strongest = factors.filter((f) => f.earned === f.weight).map((f) => midSentence(f.label));
  const weakest = factors
    .filter((f) => f.earned < f.weight)
    .sort((a, b) => b.weight - b.earned - (a.weight - a.earned))
    .slice(0, 2)
    .map((f) => `${midSentence(f.label)} (${formatPoints(f.earned)} of ${f.weight} points)`);
  const critical = audit.auditData.recommendations.filter((r) => r.priority === 'critical').length;
  const sentences = [
    `${audit.domain} scores ${audit.aiReadinessScore} of 100 for AI readiness (${midSentence(band.label)}).`,
    strongest.length > 0
      ? `It earns full marks for ${joinWords(strongest.slice(0, 3))}.`
      : 'No factor earns full marks yet.',
    weakest.length > 0
      ? `Most points are lost on ${joinWords(weakest)}${critical > 0 ? `, and ${critical} critical issue${critical === 1 ? '' : 's'} keep${critical === 1 ? 's' : ''} AI answer engines from using the site` : ''}.`
      : 'Nothing is left to fix.',
  ];
  return sentences.join(' ');
}

export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/**
 * A label as it reads inside a sentence: capitalised words are lower-cased, while acronyms and
 * names in camel case ("AI", "FAQ", "HowTo", "llms.txt") keep their spelling.
 */
export function midSentence(label: string): string {
  return label.replace(/[A-Za-z][A-Za-z.]*/g, (word) =>
    /^[A-Z][a-z.]*$/.test(word) ? word.toLowerCase() : word,
  );
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
