import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { newAccount, registerAndSignIn, sessionCookieFrom } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';

describeOnEachDatabase('sign-in, current user and sign-out', (get) => {
  const login = (payload: unknown) =>
    get().app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
  const currentUser = (cookie?: string) =>
    get().app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const { account, user } = await registerAndSignIn(get().app);
    const response = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const me = await currentUser(sessionCookieFrom(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('gives a wrong password and an unknown e-mail the same 401', async () => {
    const { account } = await registerAndSignIn(get().app);
    const wrong = await login({ email: account.email, password: 'Wrong1234' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('validates the login body', async () => {
    expect((await login({ email: 'x', password: 'a' })).json()).toEqual({
      message: 'Please enter a valid email address',
      field: 'email',
    });
    expect((await login({ email: 'a@example.com', password: '' })).json()).toEqual({
      message: 'Password is required',
      field: 'password',
    });
    expect((await login({ email: 'a@example.com' })).statusCode).toBe(400);
  });

  it('issues a new session id at every sign-in and drops the one sent with the request', async () => {
    const { account, cookie: first } = await registerAndSignIn(get().app);
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: account.password },
      headers: { cookie: first },
    });
    const second = sessionCookieFrom(response);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('answers 401 without a session, with a forged cookie and with an expired session', async () => {
    expect((await currentUser()).statusCode).toBe(401);
    expect((await currentUser()).json()).toEqual({ message: 'Authentication required' });
    expect((await currentUser('botlens_session=forged')).statusCode).toBe(401);
    expect((await currentUser(`botlens_session=${'A'.repeat(43)}`)).statusCode).toBe(401);

    const { user, cookie } = await registerAndSignIn(get().app);
    await get()
      .database.db.update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('ends the session on the server at logout and redirects to /', async () => {
    const { user, cookie } = await registerAndSignIn(get().app);
    const response = await get().app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.find((c) => c.name === 'botlens_session');
    expect(cleared?.value).toBe('');
    // The old cookie is dead on the server, not merely forgotten by the browser.
    expect((await currentUser(cookie)).statusCode).toBe(401);
    const left = await get().database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('ignores a logout link followed from another site', async () => {
    const { cookie } = await registerAndSignIn(get().app);
    const response = await get().app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it('refuses a state-changing request from a foreign Origin and creates nothing', async () => {
    const account = newAccount();
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: account,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Cross-origin request refused: open BotLens at http://localhost:5000 (its PUBLIC_URL)',
    });
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(401);

    const ownOrigin = await get().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount(),
      headers: { origin: 'http://localhost:5000' },
    });
    expect(ownOrigin.statusCode).toBe(201);
  });
});
