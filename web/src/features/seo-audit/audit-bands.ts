import type { Recommendation, ScoreBand } from '@botlens/contracts';

/** Part 2 §4: a search intent over 70% is the page's main intent, over 40% a likely one. */
export const INTENT_HIGH = 70;
export const INTENT_MEDIUM = 40;

export type IntentBand = { level: 'high' | 'medium' | 'low'; label: string };

export function intentBand(probability: number): IntentBand {
  if (probability > INTENT_HIGH) return { level: 'high', label: 'Dominant' };
  if (probability > INTENT_MEDIUM) return { level: 'medium', label: 'Likely' };
  return { level: 'low', label: 'Minor' };
}

/**
 * Part 2 §4: below 60 the report leads with a critical recommendation: the audit's most urgent one (the
 * server lists them most urgent first).
 */
export function leadingRecommendation(
  band: ScoreBand,
  recommendations: readonly Recommendation[],
): Recommendation | null {
  if (!band.needsImprovement) return null;
  return recommendations[0] ?? null;
}

/** The band's colour from the status tokens, shared by badges, bars and the big score figure. */
export const TONE_STYLES: Record<
  ScoreBand['tone'],
  { text: string; bar: string; badge: 'success' | 'warning' | 'danger'; ring: string }
> = {
  green: {
    text: 'text-green-700',
    bar: '[&>div]:bg-success',
    badge: 'success',
    ring: 'border-success-border bg-success-soft',
  },
  yellow: {
    text: 'text-amber-700',
    bar: '[&>div]:bg-warning',
    badge: 'warning',
    ring: 'border-warning-border bg-warning-soft',
  },
  red: {
    text: 'text-red-700',
    bar: '[&>div]:bg-danger',
    badge: 'danger',
    ring: 'border-danger-border bg-danger-soft',
  },
};
