import { SHARED_LINK_MESSAGES, type SharedDashboard } from '@botlens/contracts';
import type { WebsiteRow } from '../../db/schema';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { HashingGate } from '../auth/hashing-gate';
import { verifyPassword } from '../auth/password-hash';
import type { Ctx } from '../context';
import { isValidUnlockToken, unlockToken } from './shared-link-token';
import { findLiveLinkBySlug, type SharedLinkRow } from './shared-links.queries';

// Far longer than any slug we make; a longer one is looked up no further (and gets the same 404).
const MAX_SLUG_LENGTH = 128;

type Visit = { slug: string; unlockToken: string | undefined };

/**
 * The live link and its website. Unknown, malformed and revoked slugs, and links of a deleted website, all
 * take the same single lookup and get the same 404, so nothing tells them apart.
 */
async function findLink(ctx: Ctx, slug: string): Promise<{ link: SharedLinkRow; website: WebsiteRow }> {
  const found = await findLiveLinkBySlug(ctx.db, slug.slice(0, MAX_SLUG_LENGTH));
  if (!found || found.link.slug !== slug) throw new NotFoundError(SHARED_LINK_MESSAGES.notFound);
  return found;
}

function isUnlocked(link: SharedLinkRow, token: string | undefined): boolean {
  return link.passwordHash === null || isValidUnlockToken(token, link.slug, link.passwordHash);
}

/** The website a visitor of the link may read: 404 for no live link, 401 while a password is needed. */
export async function openSharedLink({ ctx, input }: { ctx: Ctx; input: Visit }): Promise<WebsiteRow> {
  const { link, website } = await findLink(ctx, input.slug);
  if (!isUnlocked(link, input.unlockToken))
    throw new UnauthorizedError(SHARED_LINK_MESSAGES.passwordRequired);
  return website;
}

/** What the visitor's page shows first: the password form, or the website's name over its dashboard. */
export async function describeSharedLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Visit;
}): Promise<SharedDashboard> {
  const { link, website } = await findLink(ctx, input.slug);
  if (!isUnlocked(link, input.unlockToken)) return { locked: true };
  return { locked: false, label: link.label, website: { name: website.name, domain: website.domain } };
}

/**
 * Checks the password through the sign-in's hashing gate. The answer is the unlock cookie's value, or null
 * for a link that has no password (nothing to unlock).
 */
export function unlockSharedLinkVerb(hashing: HashingGate) {
  return async function unlockSharedLink({
    ctx,
    input,
  }: {
    ctx: Ctx;
    input: { slug: string; password: string };
  }): Promise<string | null> {
    const { link } = await findLink(ctx, input.slug);
    const passwordHash = link.passwordHash;
    if (passwordHash === null) return null;
    const valid = await hashing.run(() => verifyPassword(input.password, passwordHash));
    if (!valid) throw new UnauthorizedError(SHARED_LINK_MESSAGES.incorrectPassword);
    return unlockToken(link.slug, passwordHash);
  };
}
