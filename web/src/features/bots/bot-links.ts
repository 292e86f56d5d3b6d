import { botSlug } from '@botlens/contracts';

/**
 * The profile page of a bot by the name its hits carry, with the website whose figures it should show; null
 * for a name with no letter or digit in it, which has no address.
 */
export function botProfileHref(name: string, websiteId?: number): string | null {
  const slug = botSlug(name);
  if (!slug) return null;
  return websiteId === undefined ? `/bots/${slug}` : `/bots/${slug}?website=${websiteId}`;
}
