import type { WebsiteRow } from '../../db/schema';
import type { UserCtx } from '../context';
import { findWebsiteForCaller, markWebsiteDeleting } from './websites.queries';

/** Gone for every reader and writer from here; the purger deletes its data in the background, in small steps. */
export async function deleteWebsite({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<WebsiteRow> {
  const site = await findWebsiteForCaller(ctx, input.websiteId);
  await markWebsiteDeleting(ctx.db, site.id);
  return site;
}
