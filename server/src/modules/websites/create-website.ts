import { MAX_WEBSITES_PER_ACCOUNT, type Website } from '@botlens/contracts';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { newIngestKey, newTrackingId } from './website-keys';
import {
  countWebsitesOfUser,
  findWebsiteOfUserByDomain,
  insertWebsite,
  toWebsiteDto,
} from './websites.queries';

/** The module template's worked example: a verb takes `{ ctx, input }`, checks, and calls its queries. */
export async function createWebsite({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { name: string; domain: string };
}): Promise<Website> {
  if ((await countWebsitesOfUser(ctx.db, ctx.actor.id)) >= MAX_WEBSITES_PER_ACCOUNT) {
    throw new ForbiddenError(
      `You can add at most ${MAX_WEBSITES_PER_ACCOUNT.toLocaleString('en-US')} websites`,
    );
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
