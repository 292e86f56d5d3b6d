import {
  ANONYMOUS_ANALYSES_PER_DAY,
  AUDIT_LIST_MAX,
  AUDIT_LIST_SHOWN,
  entitlementsOf,
  PLANS,
  type Plan,
  type SeoAuditSummary,
  type User,
} from '@botlens/contracts';

export type AuditListView = {
  shown: SeoAuditSummary[];
  /** Set when there are more than AUDIT_LIST_SHOWN: the note under the list (part 2 §2). */
  note: string | null;
};

/** The recent-audits box: the newest AUDIT_LIST_SHOWN, and a note saying how many more there are. */
export function auditListView(audits: readonly SeoAuditSummary[]): AuditListView {
  const shown = audits.slice(0, AUDIT_LIST_SHOWN);
  if (audits.length <= AUDIT_LIST_SHOWN) return { shown, note: null };
  // The server answers at most AUDIT_LIST_MAX: a full answer may stand for more.
  const total = audits.length >= AUDIT_LIST_MAX ? `${AUDIT_LIST_MAX}+` : String(audits.length);
  return {
    shown,
    note: `Showing the ${AUDIT_LIST_SHOWN} most recent of ${total} audits. Older reports stay available at their links.`,
  };
}

export type AnalysisAllowance =
  | { kind: 'anonymous'; perDay: number }
  | { kind: 'unlimited' }
  | { kind: 'monthly'; used: number; limit: number; remaining: number };

/**
 * How many analyses the visitor has left: per day without an account, per month on the free plan. `plans`
 * are the rows GET /api/plans serves; the seed's until they have loaded.
 */
export function analysisAllowance(
  user: User | null | undefined,
  plans: readonly Plan[] = PLANS,
): AnalysisAllowance {
  if (!user) return { kind: 'anonymous', perDay: ANONYMOUS_ANALYSES_PER_DAY };
  if (entitlementsOf(user, plans).monthlyAnalyses === null) return { kind: 'unlimited' };
  const remaining = Math.max(0, user.monthlyAnalysesLimit - user.monthlyAnalysesUsed);
  return { kind: 'monthly', used: user.monthlyAnalysesUsed, limit: user.monthlyAnalysesLimit, remaining };
}
