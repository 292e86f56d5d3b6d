import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { isLiveWebsite, sharedLinks, type WebsiteRow, websites } from '../../db/schema';

export type SharedLinkRow = typeof sharedLinks.$inferSelect;

/** A website's live links, oldest first (revoked ones are kept as rows but no longer shown). */
export async function listLiveLinks(db: Database, websiteId: number): Promise<SharedLinkRow[]> {
  return db
    .select()
    .from(sharedLinks)
    .where(and(eq(sharedLinks.websiteId, websiteId), isNull(sharedLinks.revokedAt)))
    .orderBy(asc(sharedLinks.createdAt), asc(sharedLinks.id));
}

/**
 * Inserts a link unless the website already has `max` live ones. Call it in a transaction: the website's row
 * is locked for the count and the insert, so two creations at once cannot both pass the cap. Null when the
 * cap is reached.
 */
export async function insertLinkUnderCap(
  tx: Transaction,
  values: { websiteId: number; slug: string; label: string; passwordHash: string | null; createdBy: number },
  max: number,
): Promise<SharedLinkRow | null> {
  await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, values.websiteId)).for('update');
  const [live] = await tx
    .select({ n: count() })
    .from(sharedLinks)
    .where(and(eq(sharedLinks.websiteId, values.websiteId), isNull(sharedLinks.revokedAt)));
  if ((live?.n ?? 0) >= max) return null;
  const [row] = await tx.insert(sharedLinks).values(values).returning();
  return row ?? null;
}

/** Revokes a live link of the website; false when there is none with that id (or it is already revoked). */
export async function revokeLink(
  db: Database | Transaction,
  websiteId: number,
  linkId: number,
): Promise<boolean> {
  const rows = await db
    .update(sharedLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sharedLinks.id, linkId), eq(sharedLinks.websiteId, websiteId), isNull(sharedLinks.revokedAt)),
    )
    .returning({ id: sharedLinks.id });
  return rows.length > 0;
}

/** The live link with this slug and its live website, or undefined: revoked, deleted and unknown alike. */
export async function findLiveLinkBySlug(
  db: Database,
  slug: string,
): Promise<{ link: SharedLinkRow; website: WebsiteRow } | undefined> {
  const [row] = await db
    .select({ link: sharedLinks, website: websites })
    .from(sharedLinks)
    .innerJoin(websites, eq(websites.id, sharedLinks.websiteId))
    .where(and(eq(sharedLinks.slug, slug), isNull(sharedLinks.revokedAt), isLiveWebsite))
    .limit(1);
  return row;
}
