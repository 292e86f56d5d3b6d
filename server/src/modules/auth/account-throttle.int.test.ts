import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { newAccount } from '../../test-support/accounts';
import { describeOnEachDatabase, RELAXED_RATE_LIMIT } from '../../test-support/test-app';
import { tooManyFailuresMessage } from './account-throttle';

const FREE_FAILURES = 3;

describeOnEachDatabase(
  'failed sign-ins per account',
  (get) => {
    let address = 0;
    // Every attempt from a new address: the per-address limit never sees a second one.
    const login = (email: string, password: string) =>
      get().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: `198.51.100.${++address % 250}`,
      });
    const registered = async () => {
      const account = newAccount();
      const response = await get().app.inject({ method: 'POST', url: '/api/register', payload: account });
      expect(response.statusCode).toBe(201);
      return account;
    };
    const failTimes = async (email: string, times: number) => {
      for (let i = 0; i < times; i++) expect((await login(email, 'Wrong-guess-1')).statusCode).toBe(401);
    };
    const expectDelayed = (response: Awaited<ReturnType<typeof login>>, seconds: number) => {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe(String(seconds));
      expect(response.json()).toEqual({ message: tooManyFailuresMessage(seconds) });
      expect(response.cookies.find((c) => c.name === 'botlens_session')).toBeUndefined();
    };

    it('delays an account after its free failures, from any address, even for the right password', async () => {
      const account = await registered();
      const bystander = await registered();
      await failTimes(account.email, FREE_FAILURES);
      expectDelayed(await login(account.email.toUpperCase(), account.password), 1);
      expect(tooManyFailuresMessage(1)).toBe(
        'Too many failed sign-ins for this account. Try again in 1 second.',
      );
      // Other accounts are not slowed down.
      expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);
    });

    it('doubles the delay with each further failure, and a success clears the count', async () => {
      const account = await registered();
      await failTimes(account.email, FREE_FAILURES);
      expectDelayed(await login(account.email, 'Wrong-guess-1'), 1);
      await sleep(1_050);
      await failTimes(account.email, 1);
      expectDelayed(await login(account.email, 'Wrong-guess-1'), 2);
      await sleep(2_050);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      // Counted from nothing again: the free failures before the first delay.
      await failTimes(account.email, FREE_FAILURES);
      expectDelayed(await login(account.email, account.password), 1);
    });

    it('treats an unknown address the same, so the answers do not tell which accounts exist', async () => {
      await failTimes('nobody@example.com', FREE_FAILURES);
      expectDelayed(await login('Nobody@Example.com', 'Wrong-guess-1'), 1);
    });
  },
  {
    authRateLimit: {
      ...RELAXED_RATE_LIMIT,
      perAccount: { ...RELAXED_RATE_LIMIT.perAccount, freeFailures: FREE_FAILURES, maxDelayMs: 60_000 },
    },
  },
);
