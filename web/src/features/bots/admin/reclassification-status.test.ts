import type { ReclassificationStateResponse } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { percentText, reclassificationStatus } from './reclassification-status';

const state = (overrides: Partial<ReclassificationStateResponse>, lastError: string | null = null) =>
  ({
    registryFingerprint: 'a',
    dataFingerprint: 'a',
    upToDate: true,
    running: false,
    run: {
      id: 1,
      targetFingerprint: 'a',
      trigger: 'start',
      requestedBy: null,
      phase: 'finished',
      steps: [],
      progress: 1,
      lastError,
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      finishedAt: '2026-01-01T00:01:00Z',
    },
    ...overrides,
  }) satisfies ReclassificationStateResponse;

describe('reclassificationStatus', () => {
  it('tells a run going on, a stopped run, history up to date and history waiting apart', () => {
    expect(reclassificationStatus(state({ running: true, upToDate: false })).label).toBe('Reclassifying');
    expect(reclassificationStatus(state({ upToDate: false }, 'deadlock detected'))).toMatchObject({
      label: 'Stopped',
      variant: 'danger',
    });
    expect(reclassificationStatus(state({})).variant).toBe('success');
    expect(reclassificationStatus(state({ upToDate: false, dataFingerprint: null })).label).toBe('Waiting');
  });
});

describe('percentText', () => {
  it('rounds down and keeps 100% for a finished run', () => {
    expect(percentText(0.426, false)).toBe('42%');
    expect(percentText(0.9999, false)).toBe('99%');
    expect(percentText(1, false)).toBe('99%');
    expect(percentText(1, true)).toBe('100%');
  });
});
