import { MANUAL_SOURCE_LIST } from '@botlens/contracts';
import { recordAdminAction } from '../admin/record-admin-action';
import type { UserCtx } from '../context';
import { filteredWebsites, markSourceListDeleting } from './managed-websites.queries';

/**
 * Deletes every website of one source list the caller manages (a user: their own; an administrator: all),
 * as the single delete does: gone at once, purged in the background. Returns the sites for the caches.
 */
export async function deleteSourceList({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { sourceList: string };
}): Promise<Array<{ id: number; trackingId: string; ingestKey: string }>> {
  return ctx.db.transaction(async (tx) => {
    const where = filteredWebsites(ctx, { source: input.sourceList });
    const deleted = await markSourceListDeleting(tx, where);
    if (ctx.actor.role === 'admin' && deleted.length > 0) {
      await recordAdminAction(tx, ctx, {
        action: 'websites.source-list.deleted',
        targetType: 'source_list',
        targetId: input.sourceList,
        details: {
          deleted: deleted.length,
          manual: input.sourceList === MANUAL_SOURCE_LIST,
          websiteIds: deleted.slice(0, 1000).map((site) => site.id),
        },
      });
    }
    return deleted;
  });
}
