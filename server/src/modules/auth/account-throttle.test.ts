import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../../lib/errors';
import { AccountThrottle } from './account-throttle';

const limits = {
  freeFailures: 2,
  firstDelayMs: 1_000,
  maxDelayMs: 5_000,
  forgetAfterMs: 60_000,
  maxAccounts: 2,
};

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new AccountThrottle(limits, () => clock.now) };
}

/** The seconds of Retry-After that an attempt now would be told, or 0 when it may go ahead. */
function waitSeconds(throttle: AccountThrottle, account: string): number {
  try {
    throttle.refuseIfDelayed(account);
    return 0;
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error;
    expect(error.statusCode).toBe(429);
    return error.retryAfterSeconds;
  }
}

describe('AccountThrottle', () => {
  it('delays after the free failures, doubling each time up to the cap', () => {
    const { clock, throttle } = throttleAt();
    const seen: number[] = [];
    for (let failure = 1; failure <= 6; failure++) {
      throttle.countAttempt('a@example.com');
      const seconds = waitSeconds(throttle, 'a@example.com');
      seen.push(seconds);
      clock.now += seconds * 1000;
    }
    expect(seen).toEqual([0, 1, 2, 4, 5, 5]);
  });

  it('counts an attempt before it is decided, so a parallel one is refused', () => {
    const { throttle } = throttleAt();
    throttle.countAttempt('a@example.com');
    throttle.countAttempt('a@example.com');
    expect(() => throttle.countAttempt('a@example.com')).toThrow(RetryLaterError);
  });

  it('starts again after a success, or after a quiet window', () => {
    const { clock, throttle } = throttleAt();
    throttle.countAttempt('a@example.com');
    throttle.countAttempt('a@example.com');
    throttle.succeeded('a@example.com');
    expect(waitSeconds(throttle, 'a@example.com')).toBe(0);
    throttle.countAttempt('a@example.com');
    expect(waitSeconds(throttle, 'a@example.com')).toBe(0);

    throttle.countAttempt('b@example.com');
    clock.now += limits.forgetAfterMs;
    throttle.countAttempt('b@example.com');
    expect(waitSeconds(throttle, 'b@example.com')).toBe(0);
  });

  it('remembers a bounded number of accounts', () => {
    const { throttle } = throttleAt();
    for (const account of ['a', 'b', 'c']) {
      throttle.countAttempt(account);
      throttle.countAttempt(account);
    }
    expect(waitSeconds(throttle, 'a')).toBe(0);
    expect(waitSeconds(throttle, 'c')).toBe(1);
  });
});
