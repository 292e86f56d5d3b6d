import { formatPoints, type OptimizeSuggestion } from '@botlens/contracts';
import type { StatusVariant } from '@/components/ui/badge';

type Factor = { weight: number; score: number };

/**
 * The explanation's paragraphs: it separates them with blank lines; lone line breaks stay inside one.
 * `shownApart` is a paragraph the page already shows on its own (the note on the live file), left out here.
 */
export function explanationParagraphs(text: string, shownApart?: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && paragraph !== shownApart?.trim());
}

function rounded(points: number): string {
  return formatPoints(Math.round(points * 10) / 10);
}

/** What a factor counts for: '15 points', or for a penalty (a negative weight) 'up to −20 points'. */
export function factorWeight(factor: Factor): string {
  return factor.weight < 0
    ? `penalty of up to ${rounded(-factor.weight)} points`
    : `${rounded(factor.weight)} points`;
}

/** What the text earned of a factor: '12 of 15 points'; a penalty taken: '−6 points', or 'no penalty'. */
export function factorResult(factor: Factor): string {
  const points = Math.abs(factor.weight) * clampScore(factor.score);
  if (factor.weight >= 0) return `${rounded(points)} of ${rounded(factor.weight)} points`;
  return points === 0 ? 'no penalty' : `−${rounded(points)} points`;
}

/** How a factor went, as a badge: met in full, in part, or not at all (for a penalty: not taken, taken). */
export function factorVariant(factor: Factor): StatusVariant {
  const score = clampScore(factor.score);
  if (factor.weight < 0) return score === 0 ? 'success' : 'danger';
  if (score >= 1) return 'success';
  return score > 0 ? 'warning' : 'danger';
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
}

export const PRIORITY_VARIANTS: Record<OptimizeSuggestion['priority'], StatusVariant> = {
  high: 'danger',
  medium: 'warning',
  low: 'info',
};

/** How a content score reads in words, beside the figure (the colour of the meter is never alone). */
export function contentScoreBand(score: number): { label: string; variant: StatusVariant } {
  if (score >= 70) return { label: 'Ready to be quoted', variant: 'success' };
  if (score >= 40) return { label: 'Needs work', variant: 'warning' };
  return { label: 'Hard to quote', variant: 'danger' };
}
