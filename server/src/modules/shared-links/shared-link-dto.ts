import type { SharedLink } from '@botlens/contracts';
import type { SharedLinkRow } from './shared-links.queries';

/** The address a visitor opens: the web app's /share/<slug> on PUBLIC_URL. */
export function sharedLinkUrl(publicUrl: string, slug: string): string {
  return new URL(`/share/${slug}`, publicUrl).href;
}

/** A link as its owner sees it: never the hash. */
export function toSharedLinkDto(row: SharedLinkRow, publicUrl: string): SharedLink {
  return {
    id: row.id,
    label: row.label,
    url: sharedLinkUrl(publicUrl, row.slug),
    passwordProtected: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
