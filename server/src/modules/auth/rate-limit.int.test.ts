import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { DEFAULT_AUTH_RATE_LIMIT } from './auth-rate-limit';

describeOnEachDatabase(
  'sign-in rate limit',
  (get) => {
    // One account per attempt, so that only the per-address limit is met (accounts have their own).
    const attempt = (email: string, remoteAddress: string) =>
      get().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'Guess1234' },
        remoteAddress,
      });

    it('answers 429 with Retry-After once an address exceeds the limit', async () => {
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT.perAddress.max; i++) {
        expect((await attempt(`someone${i}@example.com`, '203.0.113.7')).statusCode).toBe(401);
      }
      const limited = await attempt('someone-else@example.com', '203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

      // Another address is not affected.
      expect((await attempt('someone-else@example.com', '203.0.113.8')).statusCode).toBe(401);
    });
  },
  { authRateLimit: DEFAULT_AUTH_RATE_LIMIT },
);

// RATE_LIMITING sets the sign-in limits too: requests with a bad body count without costing a hash.
const badSignIns = async (
  app: { inject: (options: object) => Promise<{ statusCode: number }> },
  n: number,
) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not an address' },
      remoteAddress: '203.0.113.70',
    });
    statuses.push(response.statusCode);
  }
  return statuses;
};

describeOnEachDatabase(
  'sign-in rate limit at RATE_LIMITING=strict',
  (get) => {
    it('allows five requests a minute from an address', async () => {
      expect(await badSignIns(get().app, 6)).toEqual([400, 400, 400, 400, 400, 429]);
    });
  },
  { authRateLimit: undefined, config: { rateLimiting: 'strict' } },
);

describeOnEachDatabase(
  'sign-in rate limit at RATE_LIMITING=disabled',
  (get) => {
    it('limits no address', async () => {
      expect(await badSignIns(get().app, 12)).toEqual(Array(12).fill(400));
    });
  },
  { authRateLimit: undefined, config: { rateLimiting: 'disabled' } },
);
