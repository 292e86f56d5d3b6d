import { formatPoints, type ScoreFactor } from '@botlens/contracts';

export type FactorStatus = 'full' | 'partial' | 'none';

export function factorStatus(factor: ScoreFactor): FactorStatus {
  if (factor.earned >= factor.weight) return 'full';
  return factor.earned > 0 ? 'partial' : 'none';
}

/** '6 of 10 points' */
export function factorPoints(factor: ScoreFactor): string {
  return `${formatPoints(factor.earned)} of ${formatPoints(factor.weight)} points`;
}

export type FactorChartData = {
  labels: string[];
  earned: number[];
  missed: number[];
  statuses: FactorStatus[];
};

/** The bars of "How the score is made": per factor, the points earned and the points missed of its weight. */
export function factorChartData(factors: readonly ScoreFactor[]): FactorChartData {
  return {
    labels: factors.map((factor) => factor.label),
    earned: factors.map((factor) => Math.max(0, Math.min(factor.earned, factor.weight))),
    missed: factors.map((factor) => Math.max(0, factor.weight - factor.earned)),
    statuses: factors.map(factorStatus),
  };
}

/** One sentence for screen readers, standing in for the chart. */
export function factorChartSummary(factors: readonly ScoreFactor[]): string {
  return factors.map((factor) => `${factor.label} ${factorPoints(factor)}`).join('; ');
}
