import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLiveWebsite, websites } from '../../db/schema';
import { LruCache } from '../../lib/lru-cache';

type Entry = { websiteId: number } | null;
const CACHE_SIZE = 50_000;
const TTL_MS = 60_000;

/**
 * Tracking id and ingest key -> website, cached so that the hot ingest paths make no database round-trip
 * per hit. Misses are cached too (briefly), so a flood of unknown ids cannot hammer the database; website
 * changes call forget() so a new site, a deleted site or a rotated key takes effect at once.
 */
export class WebsiteDirectory {
  private readonly byTrackingId = new LruCache<string, Entry>(CACHE_SIZE, TTL_MS);
  private readonly byIngestKey = new LruCache<string, Entry>(CACHE_SIZE, TTL_MS);

  constructor(private readonly db: Database) {}

  async websiteIdForTrackingId(trackingId: string): Promise<number | null> {
    const cached = this.byTrackingId.get(trackingId);
    if (cached !== undefined) return cached?.websiteId ?? null;
    const [row] = await this.db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.trackingId, trackingId), isLiveWebsite))
      .limit(1);
    this.byTrackingId.set(trackingId, row ? { websiteId: row.id } : null);
    return row?.id ?? null;
  }

  async websiteIdForIngestKey(key: string): Promise<number | null> {
    const cached = this.byIngestKey.get(key);
    if (cached !== undefined) return cached?.websiteId ?? null;
    const [row] = await this.db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.ingestKey, key), isLiveWebsite))
      .limit(1);
    this.byIngestKey.set(key, row ? { websiteId: row.id } : null);
    return row?.id ?? null;
  }

  /** After a website is created, deleted or its key rotated. */
  forget(site: { trackingId: string; ingestKey: string }): void {
    this.byTrackingId.delete(site.trackingId);
    this.byIngestKey.delete(site.ingestKey);
  }
}
