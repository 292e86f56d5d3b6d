import type { Database } from '../../db/client';
import { LruCache } from '../../lib/lru-cache';
import { isIngestKeyFormat, isTrackingIdFormat } from '../websites/website-keys';
import { findLiveWebsiteIdByIngestKey, findLiveWebsiteIdByTrackingId } from './tracking.queries';

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
  private readonly byTrackingId: Lookup;
  private readonly byIngestKey: Lookup;

  constructor(db: Database) {
    this.byTrackingId = new Lookup((trackingId) => findLiveWebsiteIdByTrackingId(db, trackingId));
    this.byIngestKey = new Lookup((key) => findLiveWebsiteIdByIngestKey(db, key));
  }

  websiteIdForTrackingId(trackingId: string): Promise<number | null> {
    if (!isTrackingIdFormat(trackingId)) return Promise.resolve(null);
    return this.byTrackingId.find(trackingId);
  }

  websiteIdForIngestKey(key: string): Promise<number | null> {
    if (!isIngestKeyFormat(key)) return Promise.resolve(null);
    return this.byIngestKey.find(key);
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

  constructor(private readonly query: (text: string) => Promise<number | null>) {}

  async find(text: string): Promise<number | null> {
    const cached = this.cache.get(text);
    if (cached !== undefined) return cached?.websiteId ?? null;
    const running = this.running.get(text);
    if (running) return running;
    const startedIn = this.generation;
    const lookup = this.query(text).then((websiteId) => {
      if (startedIn === this.generation) this.cache.set(text, websiteId === null ? null : { websiteId });
      return websiteId;
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
