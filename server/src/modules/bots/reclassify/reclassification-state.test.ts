import { describe, expect, it } from 'vitest';
import type { ReclassificationRow } from './reclassification-runs.queries';
import { progressOf, stepsOf } from './reclassification-state';

const run = (overrides: Partial<ReclassificationRow>): ReclassificationRow => ({
  id: 1,
  targetFingerprint: 'f',
  trigger: 'start',
  requestedBy: null,
  phase: 'collecting',
  cursor: null,
  verificationMethods: {},
  previousVerificationMethods: {},
  userAgents: 0,
  userAgentsClassified: 0,
  sessionsTotal: 0,
  sessionsDone: 0,
  sessionsChanged: 0,
  hitsTotal: 0,
  hitsDone: 0,
  hitsChanged: 0,
  rollupsTotal: 0,
  rollupsDone: 0,
  rollupsChanged: 0,
  lastError: null,
  startedAt: new Date(0),
  updatedAt: new Date(0),
  finishedAt: null,
  ...overrides,
});

describe('reclassification progress', () => {
  const counted = {
    userAgents: 10,
    userAgentsClassified: 10,
    sessionsTotal: 40,
    sessionsDone: 40,
    hitsTotal: 1000,
    hitsDone: 250,
    hitsChanged: 90,
    rollupsTotal: 49,
  };

  it('counts the steps before the current one whole and those after it as not begun', () => {
    const steps = stepsOf(run({ ...counted, phase: 'hits', rollupsDone: 12 }));
    expect(steps.map((s) => [s.step, s.done, s.total])).toEqual([
      ['collecting', 1, 1],
      ['classifying', 10, 10],
      ['sessions', 40, 40],
      ['hits', 250, 1000],
      ['rollups', 0, 49],
    ]);
    expect(steps.find((s) => s.step === 'hits')?.changed).toBe(90);
    expect(progressOf(steps, 'hits')).toBeCloseTo(301 / 1100);
  });

  it('is nothing while collecting and everything once finished', () => {
    expect(progressOf(stepsOf(run({})), 'collecting')).toBe(0);
    const finished = run({ ...counted, phase: 'finished' });
    expect(progressOf(stepsOf(finished), 'finished')).toBe(1);
    expect(stepsOf(finished).every((s) => s.done === s.total)).toBe(true);
  });

  it('never shows more done than counted at the start', () => {
    const steps = stepsOf(run({ ...counted, phase: 'hits', hitsDone: 5000 }));
    expect(steps.find((s) => s.step === 'hits')?.done).toBe(1000);
    expect(progressOf(steps, 'hits')).toBeLessThanOrEqual(1);
  });
});
