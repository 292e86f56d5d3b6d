import type { RateLimiting } from '../../lib/rate-limiting';

/** Per client address: how many contact messages or newsletter sign-ups in a window. */
export type FormRateLimit = { max: number; timeWindowMs: number } | null;

const HOUR_MS = 3_600_000;

/**
 * Both forms send mail, so a script must not turn them into a way to flood the support inbox or somebody
 * else's: five an hour per address is more than a person writes.
 */
export const FORM_RATE_LIMITS: Record<RateLimiting, FormRateLimit> = {
  disabled: null,
  standard: { max: 5, timeWindowMs: HOUR_MS },
  strict: { max: 3, timeWindowMs: HOUR_MS },
};

/**
 * The route option of both forms: the limit of the level in force, asked at each request (none when
 * disabled), over the window of the start (an hour at every level).
 */
export function formRateLimitOption(rateLimitOf: () => FormRateLimit) {
  return {
    rateLimit: {
      max: async () => rateLimitOf()?.max ?? Number.MAX_SAFE_INTEGER,
      timeWindow: rateLimitOf()?.timeWindowMs ?? HOUR_MS,
    },
  };
}
