import { startThread } from '../../lib/start-thread';
import type { AuditResult } from './build-audit';
import type { SiteDocuments } from './fetch-site-documents';

export type AuditThreadRequest = { domain: string; site: SiteDocuments };
export type AuditThreadReply = { ok: true; audit: AuditResult } | { ok: false; message: string };

/** What reading one site's documents may cost: a real page takes well under a second and some tens of MB. */
export type AuditBudget = { timeMs: number; memoryMb: number };
export const DEFAULT_AUDIT_BUDGET: AuditBudget = { timeMs: 10_000, memoryMb: 256 };
// A thread that has not even loaded by then is a machine in trouble, not a hostile page.
const THREAD_START_TIMEOUT_MS = 30_000;

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
export function buildAuditInThread(
  domain: string,
  site: SiteDocuments,
  budget: AuditBudget = DEFAULT_AUDIT_BUDGET,
): Promise<AuditResult> {
  const worker = startThread(import.meta.url, 'audit-thread', {
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
  });
  return new Promise<AuditResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    let timer = setTimeout(
      () => finish(() => reject(new Error('The audit thread did not start'))),
      THREAD_START_TIMEOUT_MS,
    );
    worker.on('message', (message: { ready: true } | AuditThreadReply) => {
      if ('ready' in message) {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            finish(() =>
              reject(
                new AuditBudgetError(
                  `its pages are too complex to read within ${budget.timeMs / 1000} seconds (elements nested too deep, or too many of them)`,
                ),
              ),
            ),
          budget.timeMs,
        );
        worker.postMessage({ domain, site } satisfies AuditThreadRequest);
      } else if (message.ok) {
        finish(() => resolve(message.audit));
      } else {
        finish(() => reject(new Error(`The audit failed: ${message.message}`)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new AuditBudgetError(`its pages need more than ${budget.memoryMb} MB of memory to read`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The audit thread stopped (exit ${code}) before it answered`))),
    );
  });
}
