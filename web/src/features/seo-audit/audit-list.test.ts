import type { SeoAuditSummary, User } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { analysisAllowance, auditListView } from './audit-list';

const audits = (count: number): SeoAuditSummary[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    auditId: `audit-${String(i).padStart(4, '0')}`,
    domain: `site${i}.example`,
    status: 'completed',
    createdAt: '2026-11-23T15:25:08.235Z',
    aiReadinessScore: 50,
  }));

describe('auditListView', () => {
  it('shows up to 20 without a note', () => {
    expect(auditListView([])).toEqual({ shown: [], note: null });
    const twenty = auditListView(audits(20));
    expect(twenty.shown).toHaveLength(20);
    expect(twenty.note).toBeNull();
  });

  it('shows the newest 20 and a note when there are more', () => {
    const view = auditListView(audits(21));
    expect(view.shown).toHaveLength(20);
    expect(view.shown[0]?.id).toBe(1);
    expect(view.note).toContain('20 most recent of 21 audits');
    expect(auditListView(audits(100)).note).toContain('of 100+ audits');
  });
});

describe('analysisAllowance', () => {
  const user = {
    role: 'user',
    subscriptionTier: 'free',
    monthlyAnalysesUsed: 1,
    monthlyAnalysesLimit: 3,
  } as User;

  it('counts what is left of a free plan, never below zero', () => {
    expect(analysisAllowance(user)).toEqual({ kind: 'monthly', used: 1, limit: 3, remaining: 2 });
    expect(analysisAllowance({ ...user, monthlyAnalysesUsed: 5 })).toMatchObject({ remaining: 0 });
  });

  it('is unlimited on paid plans, and per day without an account', () => {
    expect(analysisAllowance({ ...user, subscriptionTier: 'pro' })).toEqual({ kind: 'unlimited' });
    expect(analysisAllowance({ ...user, subscriptionTier: 'enterprise' })).toEqual({ kind: 'unlimited' });
    expect(analysisAllowance(null)).toEqual({ kind: 'anonymous', perDay: 3 });
  });
});
