import type { WebsiteRow } from '../../db/schema';
import type { UserCtx } from '../context';
import { newIngestKey } from './website-keys';
import { findWebsiteForCaller, setIngestKey } from './websites.queries';

/** A new ingest key; the old one stops working once the tracking-id cache forgets it (the route does that). */
export async function rotateIngestKey({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<{ site: WebsiteRow; ingestKey: string }> {
  const site = await findWebsiteForCaller(ctx, input.websiteId);
  const ingestKey = newIngestKey();
  await setIngestKey(ctx.db, site.id, ingestKey);
  return { site, ingestKey };
}
