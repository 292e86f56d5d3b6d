import { expect, it } from 'vitest';
import { newAccount } from '../test-support/accounts';
import { describeOnEachDatabase } from '../test-support/test-app';

describeOnEachDatabase(
  'the Origin check of state-changing requests',
  (get) => {
    const register = (headers: Record<string, string>) => {
      const account = newAccount();
      return get()
        .app.inject({ method: 'POST', url: '/api/register', payload: account, headers })
        .then((response) => ({ response, account }));
    };
    const canSignIn = async (account: { email: string; password: string }) =>
      (
        await get().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: account.email, password: account.password },
        })
      ).statusCode === 200;

    it('accepts PUBLIC_URL as Origin', async () => {
      const { response } = await register({ origin: 'https://botlens.example' });
      expect(response.statusCode).toBe(201);
    });

    it('refuses an Origin that only matches the Host header the client chose, and creates nothing', async () => {
      // A DNS-rebound name or a proxy that forwards any Host: the request's own Host proves nothing.
      const attempts: Array<Record<string, string>> = [
        { host: 'evil.example', origin: 'http://evil.example' },
        { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-proto': 'https' },
        { host: 'localhost:80', origin: 'http://localhost:80' },
      ];
      for (const headers of attempts) {
        const { origin } = headers;
        const { response, account } = await register(headers);
        expect(response.statusCode, origin).toBe(403);
        expect(response.json()).toEqual({
          message: 'Cross-origin request refused: open BotLens at https://botlens.example (its PUBLIC_URL)',
        });
        expect(await canSignIn(account), origin).toBe(false);
      }
    });

    it('refuses PUBLIC_URL’s host under another scheme or port', async () => {
      for (const origin of ['http://botlens.example', 'https://botlens.example:8443']) {
        const { response } = await register({ host: 'botlens.example', origin });
        expect(response.statusCode, origin).toBe(403);
      }
    });
  },
  // Forwarded headers believed, so that X-Forwarded-Proto can make a request look https.
  { config: { publicUrl: 'https://botlens.example', trustProxy: ['127.0.0.1'] } },
);
