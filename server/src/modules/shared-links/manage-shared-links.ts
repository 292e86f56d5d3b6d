import { SHARED_LINK_LIMITS, SHARED_LINK_MESSAGES, type SharedLink } from '@botlens/contracts';
import type { Transaction } from '../../db/client';
import type { WebsiteRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAdminAction } from '../admin/record-admin-action';
import type { HashingGate } from '../auth/hashing-gate';
import { hashPassword } from '../auth/password-hash';
import type { UserCtx } from '../context';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { toSharedLinkDto } from './shared-link-dto';
import { newSlug } from './shared-link-token';
import { insertLinkUnderCap, listLiveLinks, revokeLink } from './shared-links.queries';

/** An administrator acting on somebody else's website: that change goes on record. */
async function recordIfAdministrator(
  tx: Transaction,
  ctx: UserCtx,
  website: WebsiteRow,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  if (ctx.actor.role !== 'admin' || website.userId === ctx.actor.id) return;
  await recordAdminAction(tx, ctx, { action, targetType: 'website', targetId: website.id, details });
}

export async function listSharedLinks({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<SharedLink[]> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  const rows = await listLiveLinks(ctx.db, website.id);
  return rows.map((row) => toSharedLinkDto(row, ctx.config.publicUrl));
}

/** Made once per app: the password is hashed through the same gate as sign-in's, so hashes never pile up. */
export function createSharedLinkVerb(hashing: HashingGate) {
  return async function createSharedLink({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: { websiteId: number; label: string; password?: string };
  }): Promise<SharedLink> {
    const website = await findWebsiteForCaller(ctx, input.websiteId);
    const password = input.password;
    const passwordHash = password ? await hashing.run(() => hashPassword(password)) : null;
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertLinkUnderCap(
        tx,
        { websiteId: website.id, slug: newSlug(), label: input.label, passwordHash, createdBy: ctx.actor.id },
        SHARED_LINK_LIMITS.perWebsite,
      );
      if (!created) throw new ConflictError(SHARED_LINK_MESSAGES.tooMany);
      await recordIfAdministrator(tx, ctx, website, 'website.shared-link.created', {
        linkId: created.id,
        label: created.label,
        passwordProtected: passwordHash !== null,
      });
      return created;
    });
    return toSharedLinkDto(row, ctx.config.publicUrl);
  };
}

/** Revoking takes effect at once: every read of the link looks it up, and a revoked one is not found. */
export async function revokeSharedLink({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number; linkId: number };
}): Promise<void> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  await ctx.db.transaction(async (tx) => {
    if (!(await revokeLink(tx, website.id, input.linkId)))
      throw new NotFoundError(SHARED_LINK_MESSAGES.notFound);
    await recordIfAdministrator(tx, ctx, website, 'website.shared-link.revoked', { linkId: input.linkId });
  });
}
