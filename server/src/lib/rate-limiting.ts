import type { BucketSize } from './token-buckets';

/** How hard BotLens limits floods (RATE_LIMITING); the spec's System Setting will edit it later. */
export const RATE_LIMITING_LEVELS = ['disabled', 'standard', 'strict'] as const;
export type RateLimiting = (typeof RATE_LIMITING_LEVELS)[number];

/** The snippet's and the pixel's limits: per client address (IPv6 by /64) and per website. */
export type FloodLimits = { perAddress: BucketSize; perWebsite: BucketSize };

/**
 * Sized so that real traffic never meets them: a crawler that renders pages sends one or two hits a page,
 * and a busy site's bots some tens a second, while one address flooding the door sent 6,000 a second. A
 * burst lets a quiet client catch up (a crawl's first minute) without a 429.
 */
export const FLOOD_LIMITS: Record<RateLimiting, FloodLimits | null> = {
  disabled: null,
  standard: { perAddress: { perSecond: 20, burst: 600 }, perWebsite: { perSecond: 500, burst: 10_000 } },
  strict: { perAddress: { perSecond: 5, burst: 100 }, perWebsite: { perSecond: 100, burst: 2_000 } },
};
