import type { RateLimiting } from '../../lib/rate-limiting';

/**
 * How sign-in and registration push back, as one plain data object, so that a setting (or a test) can
 * swap the whole of it for stricter or looser numbers.
 */
export type AuthRateLimit = {
  /** Sign-in and registration requests per address, whatever their outcome. */
  perAddress: { max: number; timeWindowMs: number };
  /**
   * Failed sign-ins per account, from any address: `freeFailures` cost nothing, each one after that makes
   * the account wait (from the last failure) `firstDelayMs`, then twice as long each time, up to
   * `maxDelayMs`. A success clears the count, and so do `forgetAfterMs` without a failure (keep it above
   * `maxDelayMs`). At most `maxAccounts` are remembered: the least recently failed are forgotten first.
   */
  perAccount: {
    freeFailures: number;
    firstDelayMs: number;
    maxDelayMs: number;
    forgetAfterMs: number;
    maxAccounts: number;
  };
  /** Password hashes for sign-in and registration at once, and how many more may wait for one. */
  hashing: { concurrent: number; queued: number };
};

/**
 * The standard numbers. Per account the cap stays modest (15 minutes) because whoever knows an address
 * can push its account to the cap: an owner is made to wait, never locked out, and a success clears it.
 * Two hashes at once (a two-core machine keeps a core for everything else): each is about 0.5 to 0.8 s of
 * a core and 64 MiB (password-hash.ts); eight waiting is about three seconds of wait at most.
 */
const STANDARD: AuthRateLimit = {
  perAddress: { max: 10, timeWindowMs: 60_000 },
  perAccount: {
    freeFailures: 5,
    firstDelayMs: 1_000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: 60 * 60_000,
    maxAccounts: 100_000,
  },
  hashing: { concurrent: 2, queued: 8 },
};

/**
 * The numbers of each RATE_LIMITING level. Disabled lifts the limits on people (per address, per account)
 * but not the ceiling on hashing, which keeps the server answering: a flood of sign-ins only waits longer.
 */
export const AUTH_RATE_LIMITS: Record<RateLimiting, AuthRateLimit> = {
  disabled: {
    perAddress: { max: Number.MAX_SAFE_INTEGER, timeWindowMs: 60_000 },
    perAccount: { ...STANDARD.perAccount, freeFailures: Number.MAX_SAFE_INTEGER },
    hashing: { concurrent: 2, queued: 1_000 },
  },
  standard: STANDARD,
  strict: {
    perAddress: { max: 5, timeWindowMs: 60_000 },
    perAccount: { ...STANDARD.perAccount, freeFailures: 3, firstDelayMs: 2_000, maxDelayMs: 30 * 60_000 },
    hashing: { concurrent: 2, queued: 4 },
  },
};

export const DEFAULT_AUTH_RATE_LIMIT = STANDARD;
