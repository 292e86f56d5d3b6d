import type { SeoAudit, SeoAuditSummary } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { requireGrantOfCaller } from '../billing/plan-limits';
import type { Ctx } from '../context';
import { renderAuditPdf } from './audit-pdf';
import { findAudit, listAuditsOfOwner } from './seo-audits.queries';

/**
 * The caller's audits, newest first: a signed-in caller's own, or else those of the browser whose visitor
 * cookie hashes to `visitorHash`; none for a browser without one.
 */
export async function listAudits({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { visitorHash: string | null };
}): Promise<SeoAuditSummary[]> {
  if (ctx.actor) return listAuditsOfOwner(ctx.db, { userId: ctx.actor.id });
  const { visitorHash } = input;
  return visitorHash ? listAuditsOfOwner(ctx.db, { visitorHash }) : [];
}

/** Anyone holding an audit's id may read it: the id is the unguessable link Share Report hands out. */
export async function readAudit({ ctx, input }: { ctx: Ctx; input: { auditId: string } }): Promise<SeoAudit> {
  const audit = await findAudit(ctx.db, input.auditId);
  if (!audit) throw new NotFoundError('Audit not found');
  return audit;
}

/** The audit as a PDF, with the file name it is saved under. */
export async function readAuditPdf({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { auditId: string };
}): Promise<{ fileName: string; pdf: Buffer }> {
  const audit = await readAudit({ ctx, input });
  await requireGrantOfCaller(ctx, 'detailedReports', 'Detailed PDF reports');
  const fileName = `botlens-audit-${audit.domain.replace(/[^a-z0-9.-]/gi, '-')}-${audit.createdAt.slice(0, 10)}.pdf`;
  return { fileName, pdf: await renderAuditPdf(audit) };
}
