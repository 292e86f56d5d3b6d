import { runInBudgetedThread, type ThreadBudget, type ThreadReply } from '../../lib/budgeted-thread';
import type { AuditResult } from './build-audit';
import type { SiteDocuments } from './fetch-site-documents';

export type AuditThreadRequest = { domain: string; site: SiteDocuments };
type AuditThreadOk = { ok: true; audit: AuditResult };
export type AuditThreadReply = ThreadReply<AuditThreadOk>;

/** What reading one site's documents may cost: a real page takes well under a second and some tens of MB. */
export type AuditBudget = ThreadBudget;
export const DEFAULT_AUDIT_BUDGET: AuditBudget = { timeMs: 10_000, memoryMb: 256 };

/** The documents could not be read within the budget; the message says which limit, for the person asking. */
export class AuditBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuditBudgetError';
  }
}

/**
 * Builds an audit on a thread of its own, ended when it overruns its time or memory budget. HTML and XML
 * parsing is linear for real pages but grows with the square of the nesting depth, so a 2 MB page of
 * 200,000 nested elements would hold the server's main thread, and every other request, for many seconds.
 */
export async function buildAuditInThread(
  domain: string,
  site: SiteDocuments,
  budget: AuditBudget = DEFAULT_AUDIT_BUDGET,
): Promise<AuditResult> {
  const reply = await runInBudgetedThread<AuditThreadRequest, AuditThreadOk>({
    callerUrl: import.meta.url,
    file: 'audit-thread',
    request: { domain, site },
    budget,
    overBudget: (limit) =>
      new AuditBudgetError(
        limit === 'time'
          ? `its pages are too complex to read within ${budget.timeMs / 1000} seconds (elements nested too deep, or too many of them)`
          : `its pages need more than ${budget.memoryMb} MB of memory to read`,
      ),
    failed: (message) => new Error(`The audit failed: ${message}`),
  });
  return reply.audit;
}
