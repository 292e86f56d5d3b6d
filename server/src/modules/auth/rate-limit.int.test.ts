import { expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMIT } from '../../app';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase(
  'sign-in rate limit',
  (get) => {
    it('answers 429 with Retry-After once an address exceeds the limit', async () => {
      const attempt = () =>
        get().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'someone@example.com', password: 'Guess1234' },
          remoteAddress: '203.0.113.7',
        });
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT.max; i++) {
        expect((await attempt()).statusCode).toBe(401);
      }
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);

      // Another address is not affected.
      const other = await get().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'someone@example.com', password: 'Guess1234' },
        remoteAddress: '203.0.113.8',
      });
      expect(other.statusCode).toBe(401);
    });
  },
  { authRateLimit: DEFAULT_AUTH_RATE_LIMIT },
);
