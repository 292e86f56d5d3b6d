import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLiveWebsite, websites } from '../../db/schema';
import { LruCache } from '../../lib/lru-cache';
import { isIngestKeyFormat, isTrackingIdFormat } from '../websites/website-keys';

type Entry = { websiteId: number } | null;
const CACHE_SIZE = 50_000;
const TTL_MS = 60_000;

/**
 * Tracking id and ingest key -> website, cached so that the hot ingest paths make no database round-trip
 * per hit.
 *
 * - A text that is not in the format our generators write is refused without a query or a cache entry, so
 *   a flood of made-up ids costs no database work and pushes no real entry out of the cache.
 * - Misses are cached too (briefly), and concurrent lookups of one text share one query.
 * - Website changes call forget(), so a new site, a deleted site or a rotated key takes effect at once in
 *   this process. A lookup that was already running when forget() was called does not cache what it read:
 *   it may have read the row from before the change, and would bring the old key back for a minute.
 */
export class TrackingIdCache {
  private readonly byTrackingId = new Lookup((trackingId: string) => eq(websites.trackingId, trackingId));
  private readonly byIngestKey = new Lookup((key: string) => eq(websites.ingestKey, key));

  constructor(private readonly db: Database) {}

  websiteIdForTrackingId(trackingId: string): Promise<number | null> {
    if (!isTrackingIdFormat(trackingId)) return Promise.resolve(null);
    return this.byTrackingId.find(this.db, trackingId);
  }

  websiteIdForIngestKey(key: string): Promise<number | null> {
    if (!isIngestKeyFormat(key)) return Promise.resolve(null);
    return this.byIngestKey.find(this.db, key);
  }

  /** After a website is created, deleted or its key rotated. */
  forget(site: { trackingId: string; ingestKey: string }): void {
    this.byTrackingId.forget(site.trackingId);
    this.byIngestKey.forget(site.ingestKey);
  }
}

/** One cached lookup of live websites by a unique column. */
class Lookup {
  private readonly cache = new LruCache<string, Entry>(CACHE_SIZE, TTL_MS);
  private readonly running = new Map<string, Promise<number | null>>();
  // Bumped by forget(): a lookup that started under an older generation keeps its answer to itself.
  private generation = 0;

  constructor(private readonly matches: (text: string) => SQL) {}

  async find(db: Database, text: string): Promise<number | null> {
    const cached = this.cache.get(text);
    if (cached !== undefined) return cached?.websiteId ?? null;
    const running = this.running.get(text);
    if (running) return running;
    const startedIn = this.generation;
    const lookup = db
      .select({ id: websites.id })
      .from(websites)
      .where(and(this.matches(text), isLiveWebsite))
      .limit(1)
      .then(([row]) => {
        if (startedIn === this.generation) this.cache.set(text, row ? { websiteId: row.id } : null);
        return row?.id ?? null;
      });
    this.running.set(text, lookup);
    try {
      return await lookup;
    } finally {
      // Unless forget() has since let a newer lookup of the same text take its place.
      if (this.running.get(text) === lookup) this.running.delete(text);
    }
  }

  forget(text: string): void {
    this.generation++;
    this.cache.delete(text);
    this.running.delete(text);
  }
}
