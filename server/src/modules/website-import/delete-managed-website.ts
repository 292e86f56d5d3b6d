import type { WebsiteRow } from '../../db/schema';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { deleteWebsite } from '../websites/delete-website';

/**
 * The website delete of the websites module (the caller's own, any for an administrator, otherwise a 404;
 * its data purged in the background), with an administrator's delete on record in the same transaction.
 */
export async function deleteManagedWebsite({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<WebsiteRow> {
  return ctx.db.transaction(async (tx) => {
    const site = await deleteWebsite({ ctx: { ...ctx, db: tx }, input });
    if (ctx.actor.role === 'admin') {
      await recordAdminAction(tx, ctx, {
        action: 'website.deleted',
        targetType: 'website',
        targetId: site.id,
        details: { name: site.name, domain: site.domain, ownerId: site.userId, sourceList: site.sourceList },
      });
    }
    return site;
  });
}
