import { expect, it } from 'vitest';
import { signInAsAdmin } from '../../test-support/accounts';
import { storedServiceRequests, VALID_SERVICE_REQUEST } from '../../test-support/service-request-submissions';
import { describeOnEachDatabase } from '../../test-support/test-app';

const SETTINGS = {
  dataRetentionDays: 90,
  botSimulation: false,
  sessionTimeoutDays: 7,
  registration: 'open',
  rateLimiting: 'disabled',
};

describeOnEachDatabase(
  'the service request’s limit per address',
  (get) => {
    const submit = async (n: number, remoteAddress: string) => {
      const statuses: number[] = [];
      let refusal: { message?: string } = {};
      for (let i = 0; i < n; i++) {
        const response = await get().app.inject({
          method: 'POST',
          url: '/api/service-requests',
          payload: { ...VALID_SERVICE_REQUEST, projectTitle: `Request ${i}` },
          remoteAddress,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refusal = response.json();
      }
      return { statuses, refusal };
    };

    it('follows the System Settings’ level without a restart: none when disabled, 3 an hour strict, 5 standard', async () => {
      const { cookie } = await signInAsAdmin(get().app, get().database.db);
      const setLevel = async (rateLimiting: string) => {
        const response = await get().app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: { cookie },
          payload: { ...SETTINGS, rateLimiting },
        });
        expect(response.statusCode).toBe(200);
      };
      const stored = storedServiceRequests(get().database.db);

      expect((await submit(8, '203.0.113.10')).statuses).toEqual(Array(8).fill(201));

      await setLevel('strict');
      await stored.clear();
      const strict = await submit(4, '203.0.113.11');
      expect(strict.statuses).toEqual([201, 201, 201, 429]);
      expect(strict.refusal.message).toBe(
        'Too many service requests from your address. Please try again in 60 minutes.',
      );
      // The refused one left nothing behind; another address is not held back.
      expect(await stored.requests()).toHaveLength(3);
      expect((await submit(1, '203.0.113.12')).statuses).toEqual([201]);

      await setLevel('standard');
      expect((await submit(6, '203.0.113.13')).statuses).toEqual([201, 201, 201, 201, 201, 429]);
      await setLevel('disabled');
    });
  },
  // The limits of the level in force, as in production.
  { formRateLimit: undefined },
);
