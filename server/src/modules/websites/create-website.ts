import type { User } from '@botlens/contracts';
import { websites } from '../../db/schema';
import { ForbiddenError } from '../../lib/errors';
import type { Ctx } from '../context';
import { newIngestKey, newTrackingId } from './website-keys';
import { countWebsitesOfUser, toWebsiteDto } from './websites.queries';

// A sensible ceiling per account: far above any real portfolio, low enough that a script cannot fill the table.
export const MAX_WEBSITES_PER_USER = 100;

export async function createWebsite({
  ctx,
  caller,
  input,
}: {
  ctx: Ctx;
  caller: User;
  input: { name: string; domain: string };
}) {
  if ((await countWebsitesOfUser(ctx.db, caller.id)) >= MAX_WEBSITES_PER_USER) {
    throw new ForbiddenError(`You can add at most ${MAX_WEBSITES_PER_USER} websites`);
  }
  const [row] = await ctx.db
    .insert(websites)
    .values({
      userId: caller.id,
      name: input.name,
      domain: input.domain,
      trackingId: newTrackingId(),
      ingestKey: newIngestKey(),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toWebsiteDto(row);
}
