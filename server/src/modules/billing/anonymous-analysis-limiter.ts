import { ANONYMOUS_ANALYSES_PER_DAY } from '@botlens/contracts';
import { LimitExceededError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import type { Release } from './reserve-quota';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Analyses without an account: ANONYMOUS_ANALYSES_PER_DAY per address in any 24 hours, kept in memory (a
 * restart forgets them, which only ever lets someone run a few more). Bounded, so a flood of addresses
 * cannot grow it.
 */
export class AnonymousAnalysisLimiter {
  private readonly byAddress = new LruCache<string, number[]>(50_000, DAY_MS);

  constructor(private readonly perDay = ANONYMOUS_ANALYSES_PER_DAY) {}

  reserve(address: string, now = Date.now()): Release {
    const recent = (this.byAddress.get(address) ?? []).filter((at) => at > now - DAY_MS);
    if (recent.length >= this.perDay) {
      const again = new Date((recent[0] as number) + DAY_MS);
      throw new LimitExceededError(
        `Without an account you can run ${this.perDay} analyses a day. Try again after ${again.toISOString().slice(0, 16).replace('T', ' ')} UTC, or sign in to use your plan's analyses.`,
      );
    }
    recent.push(now);
    this.byAddress.set(address, recent);
    return async () => {
      const current = this.byAddress.get(address) ?? [];
      const index = current.indexOf(now);
      if (index >= 0) current.splice(index, 1);
    };
  }
}
