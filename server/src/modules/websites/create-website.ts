import type { Website } from '@botlens/contracts';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { newIngestKey, newTrackingId } from './website-keys';
import {
  countWebsitesOfUser,
  findWebsiteOfUserByDomain,
  insertWebsite,
  toWebsiteDto,
} from './websites.queries';

// A sensible ceiling per account: far above any real portfolio, low enough that a script cannot fill the table.
export const MAX_WEBSITES_PER_USER = 100;

/** The module template's worked example: a verb takes `{ ctx, input }`, checks, and calls its queries. */
export async function createWebsite({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { name: string; domain: string };
}): Promise<Website> {
  if ((await countWebsitesOfUser(ctx.db, ctx.actor.id)) >= MAX_WEBSITES_PER_USER) {
    throw new ForbiddenError(`You can add at most ${MAX_WEBSITES_PER_USER} websites`);
  }
  // One domain once per account: a second website would split the domain's traffic between two tracking ids.
  const existing = await findWebsiteOfUserByDomain(ctx.db, ctx.actor.id, input.domain);
  if (existing) {
    throw new ConflictError(`You already track ${existing.domain} as “${existing.name}”`, 'domain');
  }
  const row = await insertWebsite(ctx.db, {
    userId: ctx.actor.id,
    name: input.name,
    domain: input.domain,
    trackingId: newTrackingId(),
    ingestKey: newIngestKey(),
  });
  return toWebsiteDto(row);
}
