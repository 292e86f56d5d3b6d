import { ADMIN_AUDITS_PAGE_SIZE, type AdminAuditsQuery, type AdminAuditsResponse } from '@botlens/contracts';
import { NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { countAuditsForAdmin, deleteAuditRow, listAuditsForAdmin } from './seo-audits.queries';

/** The administrator's SEO Audits tab: a page of every audit, and the counts of the same search. */
export async function listAllAudits({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: AdminAuditsQuery;
}): Promise<AdminAuditsResponse> {
  const pageSize = ADMIN_AUDITS_PAGE_SIZE;
  const [audits, counts] = await Promise.all([
    listAuditsForAdmin(ctx.db, { ...input, pageSize }),
    countAuditsForAdmin(ctx.db, input.search),
  ]);
  return { audits, counts, page: input.page, pageSize };
}

/**
 * An administrator deletes an audit: its report link stops working. The delete and its record are one
 * transaction; an audit that is not there records nothing.
 */
export async function deleteAudit({ ctx, input }: { ctx: UserCtx; input: { id: number } }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteAuditRow(tx, input.id);
    if (!deleted) throw new NotFoundError('Audit not found');
    await recordAdminAction(tx, ctx, {
      action: 'seo_audit.deleted',
      targetType: 'seo_audit',
      targetId: input.id,
      details: { auditId: deleted.auditId, domain: deleted.domain, ownerId: deleted.userId },
    });
  });
}
