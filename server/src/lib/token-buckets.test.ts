import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('lets a burst through, then one request per refilled token, with the wait in whole seconds', () => {
    const time = clock();
    const buckets = new TokenBuckets<string>({ perSecond: 2, burst: 5 }, 100, time.now);
    for (let i = 0; i < 5; i++) expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
    time.advance(499);
    expect(buckets.take('a')).toBe(1);
    time.advance(1);
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
    // Another key has its own bucket.
    expect(buckets.take('b')).toBe(0);
  });

  it('says how long a slow bucket takes to give the next token', () => {
    const time = clock();
    const buckets = new TokenBuckets<string>({ perSecond: 0.1, burst: 1 }, 100, time.now);
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(10);
    time.advance(6000);
    expect(buckets.take('a')).toBe(4);
  });

  it('never refills past the burst, however long a key was quiet', () => {
    const time = clock();
    const buckets = new TokenBuckets<string>({ perSecond: 100, burst: 3 }, 100, time.now);
    buckets.take('a');
    time.advance(3_600_000);
    for (let i = 0; i < 3; i++) expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
  });

  it('stays within its key bound under a flood of new keys', () => {
    const time = clock();
    const buckets = new TokenBuckets<number>({ perSecond: 1, burst: 2 }, 1000, time.now);
    let most = 0;
    for (let key = 0; key < 50_000; key++) {
      buckets.take(key);
      most = Math.max(most, buckets.keys);
    }
    expect(most).toBe(1000);
  });

  it('keeps an emptied bucket while fewer new keys than its bound arrive', () => {
    const time = clock();
    const buckets = new TokenBuckets<number>({ perSecond: 1, burst: 2 }, 1000, time.now);
    buckets.take(-1);
    buckets.take(-1);
    for (let key = 0; key < 999; key++) buckets.take(key);
    expect(buckets.take(-1)).toBe(1);
  });
});
