import { RetryLaterError } from '../../lib/errors';
import type { AuthRateLimit } from './auth-rate-limit';

// A hash takes under a second, so the queue ahead has moved on by then.
const RETRY_AFTER_SECONDS = 2;
export const HASHING_BUSY = `The server is busy checking other passwords. Try again in ${RETRY_AFTER_SECONDS} seconds.`;

/**
 * At most `concurrent` password hashes at once for callers who are not signed in, and a short queue:
 * each hash is a CPU-heavy, memory-hard job on libuv's small thread pool (which file and DNS work share),
 * so a flood of sign-ins must be answered 503 rather than stall everything behind it.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: AuthRateLimit['hashing']) {}

  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrent) {
      this.running++;
    } else if (this.waiting.length < this.limits.queued) {
      // The finishing hash hands its slot over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new RetryLaterError(HASHING_BUSY, 503, RETRY_AFTER_SECONDS);
    }
    try {
      return await hash();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
