import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newAccount } from '../../test-support/accounts';
import { describeOnEachDatabase, RELAXED_RATE_LIMIT } from '../../test-support/test-app';
import { HASHING_BUSY } from './hashing-gate';

describeOnEachDatabase(
  'password hashing ceiling',
  (get) => {
    const register = (account: object) =>
      get().app.inject({ method: 'POST', url: '/api/register', payload: account });
    const login = (email: string, password: string) =>
      get().app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    const userCount = async () => Number((await get().database.db.select({ n: count() }).from(users))[0]?.n);

    it('answers 503 with Retry-After to registrations beyond the hashes it may run, and stores nothing for them', async () => {
      const before = await userCount();
      const responses = await Promise.all([
        register(newAccount()),
        register(newAccount()),
        register(newAccount()),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 503, 503]);
      for (const busy of responses.filter((r) => r.statusCode === 503)) {
        expect(busy.headers['retry-after']).toBe('2');
        expect(busy.json()).toEqual({ message: HASHING_BUSY, requestId: expect.any(String) });
      }
      expect(await userCount()).toBe(before + 1);
    });

    it('answers 503 to sign-ins beyond it, and they cost the account nothing', async () => {
      const account = newAccount();
      expect((await register(account)).statusCode).toBe(201);
      const responses = await Promise.all([1, 2, 3].map(() => login(account.email, 'Wrong-guess-1')));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([401, 503, 503]);
      // One failure counted of the two that start a delay: the refused ones were never checked.
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it('refuses a delayed account at once, without waiting for a hash', async () => {
      const delayed = newAccount();
      expect((await register(delayed)).statusCode).toBe(201);
      expect((await login(delayed.email, 'Wrong-guess-1')).statusCode).toBe(401);
      expect((await login(delayed.email, 'Wrong-guess-2')).statusCode).toBe(401);
      const responses = await Promise.all([
        register(newAccount()),
        login(delayed.email, delayed.password),
        login(delayed.email, delayed.password),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([201, 429, 429]);
    });
  },
  {
    authRateLimit: {
      ...RELAXED_RATE_LIMIT,
      perAccount: { ...RELAXED_RATE_LIMIT.perAccount, freeFailures: 2, firstDelayMs: 60_000 },
      hashing: { concurrent: 1, queued: 0 },
    },
  },
);
