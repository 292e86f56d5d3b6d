import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLiveWebsite, websites } from '../../db/schema';

/** The live website with this tracking id (the snippet's, the pixel's), or null. */
export async function findLiveWebsiteIdByTrackingId(
  db: Database,
  trackingId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.trackingId, trackingId), isLiveWebsite))
    .limit(1);
  return row?.id ?? null;
}

/** The live website with this ingest key (server-side collection's), or null. */
export async function findLiveWebsiteIdByIngestKey(db: Database, ingestKey: string): Promise<number | null> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.ingestKey, ingestKey), isLiveWebsite))
    .limit(1);
  return row?.id ?? null;
}
