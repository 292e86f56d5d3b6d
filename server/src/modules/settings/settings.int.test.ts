import { expect, it } from 'vitest';
import { registerAndSignIn, sessionCookieFrom } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { DEFAULT_AUTH_RATE_LIMIT } from '../auth/auth-rate-limit';

type Method = 'GET' | 'PUT' | 'POST';

describeOnEachDatabase('account settings', (get) => {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    get().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const signIn = async (email: string, password: string) =>
    get().app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('changes the password: the old one stops working, other sessions are signed out, this one is kept', async () => {
    const { account, cookie } = await registerAndSignIn(get().app);
    const other = sessionCookieFrom(await signIn(account.email, account.password));
    expect((await call('GET', '/api/user', other)).statusCode).toBe(200);

    const changed = await call('PUT', '/api/account/password', cookie, {
      currentPassword: account.password,
      newPassword: 'Harbour-Finch-82',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ otherSessionsSignedOut: 1 });

    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', other)).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'Harbour-Finch-82')).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'Wrong-Guess-11', newPassword: 'Harbour-Finch-82' },
      'Current password is incorrect',
      'currentPassword',
    ],
    [
      { currentPassword: '', newPassword: 'Harbour-Finch-82' },
      'Current password is required',
      'currentPassword',
    ],
    [{ newPassword: 'Harbour-Finch-82' }, 'currentPassword is required', 'currentPassword'],
    [
      { currentPassword: 'Kestrel-Lamp-47', newPassword: 'short' },
      'Password must be at least 8 characters',
      'newPassword',
    ],
    [
      { currentPassword: 'Kestrel-Lamp-47', newPassword: 'alllowercase1' },
      'Password must contain at least one uppercase letter',
      'newPassword',
    ],
    [
      { currentPassword: 'Kestrel-Lamp-47', newPassword: 'Password1' },
      'This password is too common. Choose one that is harder to guess.',
      'newPassword',
    ],
    [
      { currentPassword: 'Kestrel-Lamp-47', newPassword: 'Kestrel-Lamp-47' },
      'The new password must differ from the current one',
      'newPassword',
    ],
  ])('refuses %j with a 400 and changes nothing', async (payload, message, field) => {
    const { account, cookie } = await registerAndSignIn(get().app);
    const other = sessionCookieFrom(await signIn(account.email, account.password));
    const response = await call('PUT', '/api/account/password', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect((await call('GET', '/api/user', other)).statusCode).toBe(200);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await call('PUT', '/api/account/password', undefined, {
      currentPassword: 'Kestrel-Lamp-47',
      newPassword: 'Harbour-Finch-82',
    });
    expect(response.statusCode).toBe(401);
    expect((await call('GET', '/api/account/preferences')).statusCode).toBe(401);
    const valid = { timeZone: 'Europe/Paris', defaultRangeDays: 7, weeklyDigest: false };
    expect((await call('PUT', '/api/account/preferences', undefined, valid)).statusCode).toBe(401);
  });

  it('starts with the stored defaults and saves preferences in the canonical zone name', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    // No zone until one is chosen (the screens follow the browser's), and part 1's default range of 7 days.
    expect((await call('GET', '/api/account/preferences', cookie)).json()).toEqual({
      timeZone: null,
      defaultRangeDays: 7,
      weeklyDigest: false,
    });
    const saved = await call('PUT', '/api/account/preferences', cookie, {
      timeZone: 'US/Pacific-New',
      defaultRangeDays: 90,
      weeklyDigest: true,
    });
    expect(saved.statusCode).toBe(200);
    const expected = { timeZone: 'America/Los_Angeles', defaultRangeDays: 90, weeklyDigest: true };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/account/preferences', cookie)).json()).toEqual(expected);
    // Another user's preferences are their own.
    const other = await registerAndSignIn(get().app);
    expect((await call('GET', '/api/account/preferences', other.cookie)).json().timeZone).toBeNull();
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as Europe/Paris', 'timeZone'],
    [{ timeZone: '+05:00' }, 'timeZone must be an IANA time zone such as Europe/Paris', 'timeZone'],
    [
      { timeZone: "UTC';drop table users;--" },
      'timeZone must be an IANA time zone such as Europe/Paris',
      'timeZone',
    ],
    [{ defaultRangeDays: 14 }, 'defaultRangeDays must be one of: 1, 7, 30, 90', 'defaultRangeDays'],
    [{ defaultRangeDays: '7' }, 'defaultRangeDays must be one of: 1, 7, 30, 90', 'defaultRangeDays'],
    [{ weeklyDigest: 'yes' }, 'weeklyDigest must be true or false', 'weeklyDigest'],
  ])('refuses %j with a 400 and changes nothing', async (change, message, field) => {
    const { cookie } = await registerAndSignIn(get().app);
    const valid = { timeZone: 'Europe/Paris', defaultRangeDays: 7, weeklyDigest: false };
    expect((await call('PUT', '/api/account/preferences', cookie, valid)).statusCode).toBe(200);
    const response = await call('PUT', '/api/account/preferences', cookie, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect((await call('GET', '/api/account/preferences', cookie)).json()).toEqual(valid);
  });

  it('analytics reads and exports take the preferred zone and range unless the request names them', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, cookie);
    const trends = async (query: string) =>
      (await call('GET', `/api/websites/${site.id}/traffic-trends?granularity=daily${query}`, cookie)).json<
        Array<{ hour: string }>
      >();
    await call('PUT', '/api/account/preferences', cookie, {
      timeZone: 'Asia/Kolkata',
      defaultRangeDays: 7,
      weeklyDigest: false,
    });
    // Days start at midnight in Kolkata (18:30 UTC); the range is the preferred week.
    const preferred = await trends('');
    expect(preferred.length).toBeGreaterThanOrEqual(7);
    expect(preferred.length).toBeLessThanOrEqual(8);
    for (const point of preferred) expect(new Date(point.hour).toISOString()).toMatch(/T18:30:00/);
    // A zone and range the request names win.
    const named = await trends('&tz=UTC&range=30');
    expect(named.length).toBeGreaterThanOrEqual(30);
    for (const point of named) expect(new Date(point.hour).toISOString()).toMatch(/T00:00:00/);

    const exported = await call('GET', `/api/websites/${site.id}/export.csv`, cookie);
    expect(exported.headers['content-disposition']).toMatch(/-7d\.csv"$/);
    const named90 = await call('GET', `/api/websites/${site.id}/export.csv?range=90`, cookie);
    expect(named90.headers['content-disposition']).toMatch(/-90d\.csv"$/);
  });
});

describeOnEachDatabase(
  'password change throttle',
  (get) => {
    it('counts wrong current passwords against the account like failed sign-ins', async () => {
      const { account, cookie } = await registerAndSignIn(get().app);
      const attempt = () =>
        get().app.inject({
          method: 'PUT',
          url: '/api/account/password',
          payload: { currentPassword: 'Wrong-Guess-11', newPassword: 'Harbour-Finch-82' },
          headers: { cookie },
        });
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT.perAccount.freeFailures; i++) {
        expect((await attempt()).statusCode).toBe(400);
      }
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The account waits for sign-in too, even with the right password.
      const login = await get().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(429);
    });
  },
  // A first delay far longer than a hash takes: with the standard second, a slow hash of the fifth attempt
  // could outlast the delay and let the sixth through, which is not what this test is about.
  {
    authRateLimit: {
      ...DEFAULT_AUTH_RATE_LIMIT,
      perAccount: { ...DEFAULT_AUTH_RATE_LIMIT.perAccount, firstDelayMs: 60_000 },
    },
  },
);
