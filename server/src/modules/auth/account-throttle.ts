import { RetryLaterError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import type { AuthRateLimit } from './auth-rate-limit';

type Failures = { count: number; lastFailureAt: number; delayedUntil: number };

export function tooManyFailuresMessage(seconds: number): string {
  return `Too many failed sign-ins for this account. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * Failed sign-ins per account (keyed by the normalised e-mail, known or not, so the answers do not reveal
 * which accounts exist), wherever they come from: the per-address limit alone lets a guesser move on to
 * the next address. Growing delays rather than a lockout, so that an attacker can only slow the owner down.
 * In memory: a restart forgets the counts, which only shortens a delay.
 */
export class AccountThrottle {
  private readonly failures: LruCache<string, Failures>;

  private readonly limitsNow: () => AuthRateLimit['perAccount'];

  /** `limits` may be a function: the numbers of the rate-limiting level in force, asked at each attempt. */
  constructor(
    limits: AuthRateLimit['perAccount'] | (() => AuthRateLimit['perAccount']),
    private readonly now: () => number = Date.now,
  ) {
    this.limitsNow = typeof limits === 'function' ? limits : () => limits;
    const { maxAccounts, forgetAfterMs } = this.limitsNow();
    this.failures = new LruCache(maxAccounts, forgetAfterMs);
  }

  /** Throws a 429 while the account waits; the attempt is not counted and no password is checked. */
  refuseIfDelayed(account: string): void {
    const entry = this.current(account);
    const waitMs = entry ? entry.delayedUntil - this.now() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RetryLaterError(tooManyFailuresMessage(seconds), 429, seconds);
    }
  }

  /**
   * Counts the attempt as failed before its password is checked, so that parallel attempts cannot all get
   * in before the first failure is written down; `succeeded` takes it back.
   */
  countAttempt(account: string): void {
    this.refuseIfDelayed(account);
    const count = (this.current(account)?.count ?? 0) + 1;
    const { freeFailures, firstDelayMs, maxDelayMs } = this.limitsNow();
    const delayMs =
      count < freeFailures ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(count - freeFailures, 30));
    const now = this.now();
    this.failures.set(account, { count, lastFailureAt: now, delayedUntil: now + delayMs });
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }

  private current(account: string): Failures | undefined {
    const entry = this.failures.get(account);
    if (entry && this.now() - entry.lastFailureAt >= this.limitsNow().forgetAfterMs) {
      this.failures.delete(account);
      return undefined;
    }
    return entry;
  }
}
