import { beforeAll, describe, expect, it } from 'vitest';
import { acceptanceFigures } from '../../../test-support/registry-acceptance/acceptance-figures';
import {
  ACCEPTANCE_TARGETS,
  type AcceptanceFigures,
} from '../../../test-support/registry-acceptance/measure';

describe('acceptance figures of the registry and classifier on our set (npm run registry:acceptance)', () => {
  let figures: AcceptanceFigures;
  let misses: Record<string, string[]>;
  // Classifies some 2,700 distinct strings twice (our labels and the sources'), without a cache in front.
  beforeAll(() => {
    ({ ourLabels: figures, misses } = acceptanceFigures());
  }, 180_000);

  it('measures enough strings to mean something', () => {
    expect(figures.bots).toBeGreaterThan(2000);
    expect(figures.aiAgents).toBeGreaterThan(400);
    expect(figures.trickyHumans).toBeGreaterThan(70);
  });

  it('finds the bots and takes no tricky human for one', () => {
    expect(figures.detection, misses.undetected?.join('\n')).toBeGreaterThanOrEqual(
      ACCEPTANCE_TARGETS.detection,
    );
    expect(figures.recall).toBeGreaterThanOrEqual(ACCEPTANCE_TARGETS.recall);
    expect(figures.precision).toBeGreaterThanOrEqual(ACCEPTANCE_TARGETS.precision);
    expect(misses.humansAsBots).toEqual([]);
  });

  it('types AI agents as AI and gives them their purpose', () => {
    expect(figures.aiTypedAi, misses.aiNotTypedAi?.join('\n')).toBeGreaterThanOrEqual(
      ACCEPTANCE_TARGETS.aiTypedAi,
    );
    expect(figures.aiPurposeRight, misses.aiPurposeWrong?.join('\n')).toBeGreaterThanOrEqual(
      ACCEPTANCE_TARGETS.aiPurposeRight,
    );
  });

  it('names bots with names, types them right and rarely leaves the purpose unknown', () => {
    expect(figures.namesNotNames, misses.notNames?.join('\n')).toBeLessThanOrEqual(
      ACCEPTANCE_TARGETS.namesNotNames,
    );
    expect(figures.typeRight, misses.typeWrong?.join('\n')).toBeGreaterThanOrEqual(
      ACCEPTANCE_TARGETS.typeRight,
    );
    expect(figures.purposeKnown).toBeGreaterThanOrEqual(ACCEPTANCE_TARGETS.purposeKnown);
  });
});
