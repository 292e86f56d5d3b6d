/** A bucket's size: it refills `perSecond` tokens a second up to `burst`; each request takes one. */
export type BucketSize = { perSecond: number; burst: number };

type Bucket = { tokens: number; updatedAt: number };

/**
 * Token buckets by key (a client address, a website), in memory. A key's first request finds a full bucket,
 * so a bucket that has refilled is the same as none: the map forgets those first when it is full. Bounded,
 * so that a flood of new keys (addresses are cheap, IPv6 ones above all) cannot grow memory, and the
 * clean-up drops at least a tenth of the keys at once, so that it costs each request a constant share.
 */
export class TokenBuckets<K> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(
    private readonly size: BucketSize,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes a token for `key`: 0 when there was one, else the seconds until there will be (at least 1). */
  take(key: K): number {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= this.maxKeys) this.forget(now);
      bucket = { tokens: this.size.burst, updatedAt: now };
      this.buckets.set(key, bucket);
    } else {
      const refill = ((now - bucket.updatedAt) / 1000) * this.size.perSecond;
      bucket.tokens = Math.min(this.size.burst, bucket.tokens + refill);
      bucket.updatedAt = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.size.perSecond));
  }

  get keys(): number {
    return this.buckets.size;
  }

  /** Drops the buckets that have refilled, and the oldest ones if that is less than a tenth. */
  private forget(now: number): void {
    const atLeast = Math.ceil(this.maxKeys / 10);
    let dropped = 0;
    for (const [key, bucket] of this.buckets) {
      const refilled = bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.size.perSecond;
      if (refilled >= this.size.burst) {
        this.buckets.delete(key);
        dropped++;
      }
    }
    for (const key of this.buckets.keys()) {
      if (dropped >= atLeast) break;
      this.buckets.delete(key);
      dropped++;
    }
  }
}
